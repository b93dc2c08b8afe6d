// The README's worked example, done as it says: the files and entries of "Designing screens" are applied
// to the real configs, which must then pass config:check against the real contract; the two mistakes it
// describes must print exactly the lines it shows. So the walk-through stays true word for word.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfigFiles } from '../../codegen/configCheck';
import { loadContract } from '../../codegen/configContract';
import { generateSchemas } from '../../codegen/configSchemas';
import { registeredWidgets } from '../../codegen/configWidgets';
import { formatIssue } from '../../src/engine/config/issue';

const root = process.cwd();
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('### Worked example'),
  readme.indexOf('### For engineers'),
);

/** Each `<!-- walkthrough: FILE [KEY] -->` marker with the code block that follows it. */
function steps(): Array<{ file: string; key?: string; code: string }> {
  return [...section.matchAll(/<!-- walkthrough: (\S+)(?: (\w+))? -->\s*```json\n([^]*?)```/g)].map(
    (m) => ({
      file: m[1] ?? '',
      ...(m[2] ? { key: m[2] } : {}),
      code: (m[3] ?? '').replace(/^ {3}/gm, ''),
    }),
  );
}

function listJson(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === 'config/schema' ? [] : listJson(rel);
    return e.name.endsWith('.json') ? [rel] : [];
  });
}

/** The real config texts with the walk-through applied, after `edit` changes the parsed result. */
function walkedThrough(
  edit: (files: Map<string, Record<string, unknown>>) => void = () => undefined,
) {
  const files = new Map(
    listJson('config').map((f) => [
      f,
      JSON.parse(fs.readFileSync(path.join(root, f), 'utf8')) as Record<string, unknown>,
    ]),
  );
  for (const step of steps()) {
    if (!step.key) {
      files.set(step.file, JSON.parse(step.code) as Record<string, unknown>);
      continue;
    }
    const list = files.get(step.file)?.[step.key] as unknown[];
    const added = JSON.parse(`[${step.code}]`) as unknown[];
    // Routes go before the catch-all last entry; menu items at the end.
    list.splice(step.key === 'routes' ? list.length - 1 : list.length, 0, ...added);
  }
  edit(files);
  return new Map([...files].map(([f, d]) => [f, JSON.stringify(d)]));
}

let schemas: Map<string, unknown>;
beforeAll(async () => {
  const texts = await generateSchemas(root);
  schemas = new Map([...texts].map(([f, t]) => [f, JSON.parse(t) as unknown]));
}, 60_000);

const check = (texts: Map<string, string>) =>
  checkConfigFiles(texts, schemas, loadContract(path.join(root, 'src/api/openapi.gen.json')), {
    registeredWidgets: registeredWidgets(root),
  }).map(formatIssue);

describe('README worked example', () => {
  it('has the four steps that write files: two screens, two routes, one menu item', () => {
    expect(steps().map((s) => `${s.file} ${s.key ?? ''}`.trim())).toEqual([
      'config/screens/user-rounds.json',
      'config/screens/user-round-detail.json',
      'config/routes.json routes',
      'config/menus/side.json items',
    ]);
  });

  it('passes config:check once its files are added to the real configs', () => {
    expect(check(walkedThrough())).toEqual([]);
  });

  it('prints exactly the lines it shows for the two mistakes it describes', () => {
    const shown = /<!-- walkthrough-errors -->\s*```text\n([^]*?)```/.exec(section)?.[1] ?? '';
    const lines = shown
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    type Table = { blocks: Array<{ columns: Array<{ field: string; link: { params: object } }> }> };
    const issues = check(
      walkedThrough((files) => {
        const column = (files.get('config/screens/user-rounds.json') as unknown as Table).blocks[0]!
          .columns[0]!;
        column.field = 'nmae';
        column.link.params = {};
      }),
    );
    expect(lines).toHaveLength(2);
    expect(issues).toEqual(lines);
  });
});
