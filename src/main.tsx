import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// antd's prebuilt component styles: the theme runs with zeroRuntime (shell/uiSettings.tsx).
import 'antd/dist/antd.css';
import './global.css';
import { App } from './App';
import { preloadPath } from './shell/routeChunks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The opened page's layout, page and screen chunks download while the runtime configuration (asked
// for by index.html) arrives and the session is checked, not after them.
preloadPath(globalThis.location.pathname);

// The app start machine reads the runtime configuration before the shell mounts.
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
