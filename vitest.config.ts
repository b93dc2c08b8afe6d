import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and component tests: browser code in jsdom, server and tooling code in plain Node. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
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
