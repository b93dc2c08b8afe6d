// The contract marks teacher operations (`x-permission: teacher`) exactly where the server's route
// guards refuse trainees (requireAdmin), so config:check's "no teacher operation on a trainee screen"
// rests on what the server really does.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../codegen/configContract';

const root = path.resolve(import.meta.dirname, '../..');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each contractRoute handler's operation id and whether its body calls requireAdmin. */
function guardedOperations(): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const file of routeFiles(path.join(root, 'server/routes'))) {
    const text = fs.readFileSync(file, 'utf8');
    // Local helpers such as `teacherRound` that call requireAdmin guard the handlers that use them.
    const helpers = [...text.matchAll(/const (\w+) = async [^]*?\n {2}\};/g)]
      .filter((m) => m[0].includes('requireAdmin('))
      .map((m) => m[1] ?? '');
    const guard = new RegExp(['requireAdmin', ...helpers].map((n) => `\\b${n}\\(`).join('|'));
    const starts = [...text.matchAll(/contractRoute\(app, '(\w+)'/g)];
    starts.forEach((m, i) => {
      const end = starts[i + 1]?.index ?? text.length;
      out.set(m[1] ?? '', guard.test(text.slice(m.index, end)));
    });
  }
  return out;
}

describe('teacher operations in the contract', () => {
  const contract = loadContract(path.join(root, 'src/api/openapi.gen.json'));
  const guarded = guardedOperations();

  it('marks every operation whose route requires a teacher, and no other implemented one', () => {
    expect(guarded.size).toBeGreaterThan(50);
    const mismatched = [...guarded].filter(
      ([id, teacher]) => (contract.get(id)?.permission === 'teacher') !== teacher,
    );
    expect(mismatched).toEqual([]);
  });

  it('marks every operation of the admin paths', () => {
    const admin = [...contract].filter(([, op]) => op.path.startsWith('/api/app/admin/'));
    expect(admin.length).toBeGreaterThan(5);
    expect(admin.filter(([, op]) => op.permission !== 'teacher').map(([id]) => id)).toEqual([]);
  });
});
