// What the designer preview shows for one config file: the parsed file and the checker's messages about
// it, computed over every config file on disk (so references to routes, screens and the contract count).
// The Vite dev server serves it at /__config-check (configPreviewPlugin.ts).
import fs from 'node:fs';
import path from 'node:path';
import { formatIssue } from '../src/engine/config/issue';
import { checkConfigFiles } from './configCheck';
import { loadContract } from './configContract';
import { registeredWidgets } from './configWidgets';

/** The preview of one file: its data (undefined when it is no valid JSON) and the checker's lines. */
export interface PreviewReport {
  file: string;
  /** `screen`, `menu`, `routes`, `disclosure`, or undefined for a file in no known place. */
  kind?: string;
  data?: unknown;
  issues: string[];
}

function listJson(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === 'config/schema' ? [] : listJson(root, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

// The written schemas carry name enums for editors; the checker names unknown names itself.
function baseSchema(text: string): unknown {
  const schema = JSON.parse(text) as { definitions?: Record<string, Record<string, unknown>> };
  for (const name of ['OperationId', 'RouteName', 'ScreenName'])
    delete schema.definitions?.[name]?.enum;
  return schema;
}

const kinds: Array<[string, (f: string) => boolean]> = [
  ['screen', (f) => f.startsWith('config/screens/')],
  ['menu', (f) => f.startsWith('config/menus/')],
  ['routes', (f) => f === 'config/routes.json'],
  ['disclosure', (f) => f === 'config/disclosure/tabs.json'],
];

/** The preview report of `file` (repository-relative), optionally with its text replaced by `text`. */
export function previewReport(root: string, file: string, text?: string): PreviewReport {
  const normal = path.posix.normalize(file);
  if (!/^config\/[A-Za-z0-9_/.-]+\.json$/.test(normal) || normal.includes('..'))
    return {
      file,
      issues: [`${file} /: 找到 不在 config/ 下的文件名，应为 config/ 下的 JSON 文件`],
    };
  const texts = new Map(
    listJson(root, 'config').map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]),
  );
  if (text !== undefined) texts.set(normal, text);
  if (!texts.has(normal))
    return { file, issues: [`${normal} /: 找到 不存在的文件，应为 config/ 下已有的 JSON 文件`] };
  const schemas = new Map(
    fs
      .readdirSync(path.join(root, 'config/schema'))
      .map((f) => [
        `config/schema/${f}`,
        baseSchema(fs.readFileSync(path.join(root, 'config/schema', f), 'utf8')),
      ]),
  );
  const contract = loadContract(path.join(root, 'src/api/openapi.gen.json'));
  const issues = checkConfigFiles(texts, schemas, contract, {
    registeredWidgets: registeredWidgets(root),
  }).filter((i) => i.file === normal);
  let data: unknown;
  try {
    data = JSON.parse(texts.get(normal) ?? '');
  } catch {
    data = undefined;
  }
  const kind = kinds.find(([, matches]) => matches(normal))?.[0];
  return { file: normal, ...(kind ? { kind } : {}), data, issues: issues.map(formatIssue) };
}
