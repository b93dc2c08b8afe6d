import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// antd's prebuilt component styles: the theme runs with zeroRuntime (shell/uiSettings.tsx).
import 'antd/dist/antd.css';
import './global.css';
import { App } from './App';
import { startSettingsRequest } from './runtime/appSettingsRequest';
import { loadRuntimeConfig } from './runtime/runtimeConfig';
import type { QueryCacheSlot } from './shell/queryCacheSlot';
import { preloadPath } from './shell/routeChunks';
import { startRoutePrefetch } from './shell/startRoutePrefetch';
import { keepStartingFrame } from './shell/startingFrame';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The layout's outline index.html may be showing: the app's first render empties #root.
keepStartingFrame(container);

// The opened screen's first data is asked for with the held token and course state, into the cache
// the app's screens read, so it arrives while the session is checked. Started first: the browser
// fetches a few chunks at a time, and the prefetch's small chunk must not queue behind the layout's.
const config = loadRuntimeConfig();
const queryCache: QueryCacheSlot = { client: null };
startRoutePrefetch(globalThis.location, config, queryCache);
// Without a token, the application settings (the login page's title) are asked for now too.
const settings = startSettingsRequest(config);

// The opened page's layout, page and screen chunks download while the runtime configuration (asked
// for by index.html) arrives and the session is checked, not after them.
preloadPath(globalThis.location.pathname);

// The app start machine reads the runtime configuration before the shell mounts. Rendered as a
// transition: React then renders in slices of a few milliseconds and lets the browser in between,
// where a plain render is one long task (Lighthouse's Total Blocking Time counts each task's time
// beyond 50 ms).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App startConfig={config} queryCache={queryCache} startSettings={settings} />
    </StrictMode>,
  );
});
