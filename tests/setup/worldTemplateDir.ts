// Global set-up of the node tests: one empty folder per test run where the first API world seeds the
// demo once (tests/node/worldTemplate.ts); every later world copies that database instead of running
// migrations, the demo seed and password hashing again. Removed when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's seeded demo database template. */
    worldTemplateDir: string;
  }
}

/** Creates the run's template folder and hands its path to the test files. */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-world-template-'));
  project.provide('worldTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
