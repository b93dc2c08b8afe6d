// Entry of the spot clearing worker thread. Plain JavaScript so that it starts under any runner (tsx,
// vitest, plain node); it loads the TypeScript worker through tsx, a runtime dependency of the server.
import { tsImport } from 'tsx/esm/api';

await tsImport('./spotWorker.ts', import.meta.url);
