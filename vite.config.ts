import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configPreview } from './codegen/configPreviewPlugin';
import { antdStyleFunctionsPlugin } from './scripts/antdStyleFunctions';
import { antdUsedStylesPlugin } from './scripts/antdUsedStyles';
import { compileHintsPlugin } from './scripts/compileHints';
import { earlyRequestsPlugin } from './scripts/earlyRequests';
import { lazyTooltipUniquePlugin } from './scripts/lazyTooltipUnique';
import { everyPagePreloadPlugin } from './scripts/everyPagePreload';
import { precompressPlugin } from './scripts/precompress';
import { routeChunkGroups } from './scripts/routeChunkGroups';
import { signedInPreloadPlugin } from './scripts/signedInPreload';
import { tableScrollbarSizePlugin } from './scripts/tableScrollbarSize';

/** Port of the reference back end that `npm run dev` starts and proxies API, identity and hub calls to. */
const backendPort = 8081;
const backend = `http://127.0.0.1:${process.env.DEV_BACKEND_PORT ?? backendPort}`;

export default defineConfig({
  // configPreview serves the designer preview's check results in `npm run dev` only.
  // antdUsedStyles drops unused antd components' rules from the stylesheet (before precompression);
  // lazyTooltipUnique keeps rc-trigger out of the start chunk (ConfigProvider's unused tooltip option);
  // compileHints has the chart chunk compiled off the main thread (scripts/compileHints.ts);
  // tableScrollbarSize measures the scrollbar once, not in every table's mount commit.
  // antdStyleFunctions drops antd's style functions, which zero-runtime never calls.
  // earlyRequests names each route's first data calls for index.html's early script to start.
  plugins: [
    lazyTooltipUniquePlugin(import.meta.dirname),
    tableScrollbarSizePlugin(import.meta.dirname),
    antdStyleFunctionsPlugin(import.meta.dirname),
    react(),
    signedInPreloadPlugin(),
    earlyRequestsPlugin(import.meta.dirname),
    everyPagePreloadPlugin(),
    antdUsedStylesPlugin(import.meta.dirname),
    compileHintsPlugin(),
    precompressPlugin(),
    configPreview(),
  ],
  server: {
    proxy: {
      '/api': backend,
      '/connect': backend,
      '/health': backend,
      '/.well-known': backend,
      '/signalr': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages do not declare their modules free of side effects, so importing
        // one export (ConfigProvider's form and tooltip contexts) kept the whole package (Form, Field,
        // validators, popups) in the first load. They have none; their unused modules may go.
        moduleSideEffects: (id) => (/node_modules\/@rc-component\//.test(id) ? false : undefined),
      },
      output: { codeSplitting: { groups: routeChunkGroups(import.meta.dirname) } },
    },
  },
});
