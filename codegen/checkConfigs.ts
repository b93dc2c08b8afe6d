// `npm run config:check`: checks that the generated schemas, reference and operation catalogue are fresh, then validates every
// file under config/ and cross-checks its references against the contract. `npm run config:schema`
// (`--write`) regenerates the schemas and the reference instead of comparing them.
import fs from 'node:fs';
import path from 'node:path';
import { formatIssue, type ConfigIssue } from '../src/engine/config/issue';
import { checkConfigFiles } from './configCheck';
import { loadContract } from './configContract';
import { referenceMarkdown } from './configDocs';
import { operationsMarkdown } from './configCatalogue';
import { screenName } from './configCross';
import { generateSchemas, withNameEnums } from './configSchemas';
import { registeredWidgets } from './configWidgets';

const root = process.cwd();
const write = process.argv.includes('--write');
const contractArg = process.argv.indexOf('--contract');
const contractFile = path.join(
  root,
  contractArg > 0 ? (process.argv[contractArg + 1] ?? '') : 'src/api/openapi.gen.json',
);
const referenceFile = 'docs/config/reference.gen.md';
const catalogueFile = 'docs/config/operations.gen.md';

// Route names for the schema enums; a broken route table gives none (config:check reports it).
function routeNames(file: string): string[] {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      routes?: Array<{ name?: unknown }>;
    };
    return (data.routes ?? []).flatMap((r) => (typeof r.name === 'string' ? [r.name] : []));
  } catch {
    return [];
  }
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listJson(rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

if (!fs.existsSync(contractFile)) {
  console.error(`找不到接口契约 ${path.relative(root, contractFile)}: 先运行 npm run codegen`);
  process.exit(1);
}
const contract = loadContract(contractFile);
const base = await generateSchemas(root);
const configFiles = listJson('config').filter((f) => !f.startsWith('config/schema/'));
const generated = await withNameEnums(base, {
  operations: [...contract.keys()],
  routes: routeNames(path.join(root, 'config/routes.json')),
  screens: configFiles.filter((f) => f.startsWith('config/screens/')).map(screenName),
});
generated.set(referenceFile, referenceMarkdown(base));
generated.set(catalogueFile, operationsMarkdown(contract));
const issues: ConfigIssue[] = [];
for (const [file, text] of generated) {
  const full = path.join(root, file);
  if (write) {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  } else if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) {
    issues.push({
      file,
      path: '/',
      found: '过期的生成文件',
      expected: '`npm run config:schema` 的输出（运行它并提交生成的文件）',
    });
  }
}
if (write) console.log(`已生成 ${generated.size} 个文件: ${[...generated.keys()].join(', ')}`);

const texts = new Map(configFiles.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
// Validation uses the base schemas: unknown names get the checker's own message with a suggestion.
const schemas = new Map([...base].map(([f, t]) => [f, JSON.parse(t) as unknown]));
issues.push(
  ...checkConfigFiles(texts, schemas, contract, { registeredWidgets: registeredWidgets(root) }),
);
for (const issue of issues) console.error(formatIssue(issue));
if (issues.length > 0) {
  console.error(`\n配置检查失败: ${issues.length} 个错误`);
  process.exit(1);
}
console.log(`配置检查通过: ${texts.size} 个文件`);
