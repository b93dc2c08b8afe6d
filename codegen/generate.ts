// `npm run codegen` writes src/api/schema.gen.ts, src/api/openapi.gen.json and
// src/api/operations.gen.ts and src/api/enumLabels.gen.ts from openapi/; `npm run codegen:check`
// (this script with --check)
// fails when any of them is stale.
import fs from 'node:fs';
import path from 'node:path';
import { bundleContract, renderBundle } from './apiBundle';
import { renderEnumLabels } from './apiEnumLabels';
import { renderOperationRoutes } from './apiOperations';
import { renderSchemaTypes } from './apiTypes';

/** Generated files, relative to the repository root, and their expected contents. */
export async function generatedFiles(root: string = process.cwd()): Promise<Map<string, string>> {
  const doc = bundleContract(root);
  return new Map([
    ['src/api/openapi.gen.json', renderBundle(doc)],
    ['src/api/schema.gen.ts', await renderSchemaTypes(doc)],
    ['src/api/operations.gen.ts', renderOperationRoutes(doc)],
    ['src/api/enumLabels.gen.ts', renderEnumLabels(doc)],
  ]);
}

/** Relative paths of generated files whose contents on disk differ from what codegen would write. */
export async function staleFiles(root: string = process.cwd()): Promise<string[]> {
  const files = await generatedFiles(root);
  return [...files].flatMap(([file, text]) => {
    const full = path.join(root, file);
    const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    return current === text ? [] : [file];
  });
}

async function main(): Promise<void> {
  const root = process.cwd();
  if (process.argv.includes('--check')) {
    const stale = await staleFiles(root);
    if (stale.length > 0) {
      console.error(
        `生成文件已过期，与 openapi/ 不一致：${stale.join('、')}\n请运行 npm run codegen 并提交生成的文件。`,
      );
      process.exit(1);
    }
    console.log('生成文件与 openapi/ 一致。');
    return;
  }
  for (const [file, text] of await generatedFiles(root)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    console.log(`已生成 ${file}`);
  }
}

// Run only as a script, so tests can import the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
