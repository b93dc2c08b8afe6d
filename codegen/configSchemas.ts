// Generates the JSON Schemas of the config language from its TypeScript types (src/engine/config/files.ts)
// with ts-json-schema-generator, so the schema never lags the code. Used by `config:schema` (writes) and
// `config:check` (compares).
import path from 'node:path';
import prettier from 'prettier';
import { createGenerator, type Config } from 'ts-json-schema-generator';

/** One generated schema: the file it goes to and the root type it describes. */
export interface SchemaKind {
  /** Short name used in `$schema` paths, e.g. `screen`. */
  name: 'screen' | 'menu' | 'routes' | 'disclosure' | 'shell';
  /** Root TypeScript type. */
  type: string;
  /** Which config files this schema validates. */
  matches: (file: string) => boolean;
}

/** Every config kind, the type it is generated from and the files it applies to. */
export const schemaKinds: SchemaKind[] = [
  { name: 'screen', type: 'ScreenFile', matches: (f) => f.startsWith('config/screens/') },
  { name: 'menu', type: 'MenuFile', matches: (f) => f.startsWith('config/menus/') },
  { name: 'routes', type: 'RoutesFile', matches: (f) => f === 'config/routes.json' },
  {
    name: 'disclosure',
    type: 'DisclosureTabsFile',
    matches: (f) => f === 'config/disclosure/tabs.json',
  },
  { name: 'shell', type: 'ShellFile', matches: (f) => f === 'config/shell.json' },
];

/** Path of a kind's schema relative to the repository root. */
export function schemaFile(kind: SchemaKind): string {
  return `config/schema/${kind.name}.schema.json`;
}

/** The `$schema` value a config file must carry: the schema's path relative to the file. */
export function expectedSchemaRef(file: string, kind: SchemaKind): string {
  const relative = path.posix.relative(path.posix.dirname(file), schemaFile(kind));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The names editors complete: operation ids, route names and screen names (widgets and icons already are). */
export interface NameLists {
  operations: string[];
  routes: string[];
  screens: string[];
}

/**
 * The schemas as written to config/schema: the base schemas with the name lists as enums, for editor
 * completion. The checker validates with the base schemas and reports unknown names itself, with a
 * "是否想写" suggestion, so an enum never doubles a message.
 */
export async function withNameEnums(
  schemas: Map<string, string>,
  names: NameLists,
): Promise<Map<string, string>> {
  const enums: Record<string, string[]> = {
    OperationId: names.operations,
    RouteName: names.routes,
    ScreenName: names.screens,
  };
  const out = new Map<string, string>();
  for (const [file, text] of schemas) {
    const schema = JSON.parse(text) as { definitions?: Record<string, Record<string, unknown>> };
    for (const [name, list] of Object.entries(enums)) {
      const def = schema.definitions?.[name];
      if (def) def.enum = [...list].sort();
    }
    out.set(
      file,
      await prettier.format(JSON.stringify(schema), { parser: 'json', printWidth: 100 }),
    );
  }
  return out;
}

/** Generates every base schema as prettier-formatted text, keyed by repository-relative file name. */
export async function generateSchemas(root: string): Promise<Map<string, string>> {
  const config: Config = {
    path: path.join(root, 'src/engine/config/files.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    additionalProperties: false,
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    discriminatorType: 'json-schema',
    sortProps: false,
  };
  const generator = createGenerator(config);
  const out = new Map<string, string>();
  for (const kind of schemaKinds) {
    const schema = generator.createSchema(kind.type);
    const text = JSON.stringify({ ...schema, title: `${kind.type} (generated; do not edit)` });
    out.set(schemaFile(kind), await prettier.format(text, { parser: 'json', printWidth: 100 }));
  }
  return out;
}
