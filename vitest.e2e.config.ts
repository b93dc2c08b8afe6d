import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium against a freshly started product (see tests/e2e/globalSetup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
