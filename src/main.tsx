import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import './widgets/register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app start machine reads the runtime configuration before the shell mounts.
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
