// Joins the hand-edited contract (openapi/openapi.yaml and the files it references) into one JSON
// document whose $refs all point inside it, using the Redocly CLI the project already pins.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Root file of the contract, relative to the repository root. */
export const contractRoot = 'openapi/openapi.yaml';

/** A parsed OpenAPI document. */
export type OpenApiDocument = Record<string, unknown>;

/** Environment that keeps the Redocly CLI offline and quiet (no telemetry, no update check). */
export const redoclyEnv: NodeJS.ProcessEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};

/** Bundles the contract under `root` (the repository root) into one document with internal $refs. */
export function bundleContract(root: string = process.cwd()): OpenApiDocument {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const output = path.join(dir, 'openapi.json');
  try {
    const cli = path.join(root, 'node_modules', '.bin', 'redocly');
    const result = spawnSync(cli, ['bundle', contractRoot, '--ext', 'json', '--output', output], {
      cwd: root,
      env: redoclyEnv,
      encoding: 'utf8',
    });
    if (result.status !== 0 || !fs.existsSync(output)) {
      throw new Error(`合并接口契约失败（redocly bundle）：\n${result.stderr || result.stdout}`);
    }
    return JSON.parse(fs.readFileSync(output, 'utf8')) as OpenApiDocument;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Text of the checked-in bundle: two-space JSON with a final newline, so diffs stay readable. */
export function renderBundle(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
