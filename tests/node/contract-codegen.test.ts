import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedFiles, staleFiles } from '../../codegen/generate';

const repo = path.resolve(import.meta.dirname, '../..');
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// A throwaway copy of the contract with the repository's node_modules, to break on purpose.
function copyOfContract(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  scratch.push(dir);
  fs.cpSync(path.join(repo, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

describe('generated API files', () => {
  it('src/api/*.gen.* match openapi/ (run npm run codegen when this fails)', async () => {
    expect(await staleFiles(repo)).toEqual([]);
  }, 60_000);

  it('codegen:check names the stale file and exits 1 after the contract changes', async () => {
    const dir = copyOfContract();
    for (const [file, text] of await generatedFiles(dir)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const round = path.join(dir, 'openapi/components/schemas/round.yaml');
    fs.writeFileSync(
      round,
      fs.readFileSync(round, 'utf8').replace('description: 轮次名称', 'description: 名称'),
    );
    const result = spawnSync(
      path.join(repo, 'node_modules/.bin/tsx'),
      [path.join(repo, 'codegen/generate.ts'), '--check'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('生成文件已过期');
    expect(result.stderr).toContain('src/api/openapi.gen.json、src/api/schema.gen.ts');
    expect(result.stderr).toContain('npm run codegen');
  }, 60_000);
});
