// `npm run dev`: the back end with restart on change (port 8081) and Vite with hot reload (port 5173),
// which proxies API, identity and hub calls to the back end.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const bin = (p: string) => path.join(process.cwd(), 'node_modules', p);
const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', 'server/index.ts'], {
    stdio: 'inherit',
    // The identity provider must accept redirects back to Vite's origin.
    env: {
      ...process.env,
      PORT: '8081',
      OIDC_EXTRA_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173',
    },
  }),
  spawn(process.execPath, [bin('vite/bin/vite.js')], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
