import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and component tests: components in jsdom, the browser code's logic, server and tooling in Node. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Generous: the 2-core CI machine also builds and serves while component tests render antd.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx', 'tests/web/**/*.test.tsx'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The browser code's logic without rendering (.test.ts): Node starts a file in a fraction of
          // jsdom's time. A file that needs a DOM names it in its first line: `@vitest-environment jsdom`.
          name: 'logic',
          environment: 'node',
          testTimeout: 15_000,
          include: ['src/**/*.test.ts', 'tests/web/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Real servers, password hashing and SignalR reconnects take seconds on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // One seeded demo database per run, copied by each API world (tests/node/worldTemplate.ts).
          globalSetup: ['tests/setup/worldTemplateDir.ts'],
          include: [
            'server/**/*.test.ts',
            'codegen/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/node/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
