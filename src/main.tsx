import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import './widgets/register';
import { loadRuntimeConfig } from './runtime/runtimeConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The runtime configuration is read before mounting so every part sees the same back end.
void loadRuntimeConfig().then((runtimeConfig) => {
  createRoot(container).render(
    <StrictMode>
      <App runtimeConfig={runtimeConfig} />
    </StrictMode>,
  );
});
