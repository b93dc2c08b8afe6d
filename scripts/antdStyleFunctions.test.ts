import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  antdStyleFunctionsPlugin,
  isAntdStyleModule,
  withoutStyleFunctions,
} from './antdStyleFunctions';

const antdEs = path.join(import.meta.dirname, '../node_modules/antd/es');

describe('antd style functions dropped from the build (zero-runtime)', () => {
  it('replaces the style function of each factory call and keeps the component token and options', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genBase = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = (token) => ({ headerBg: token.colorFillAlter });',
      "export default genStyleHooks('Table', (token) => [genBase(token)], prepareComponentToken, { resetFont: false });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => genBase(token));",
    ].join('\n');
    const stripped = withoutStyleFunctions(code);
    expect(stripped).toContain(
      "genStyleHooks('Table', () => [], prepareComponentToken, { resetFont: false })",
    );
    expect(stripped).toContain("genSubStyleComponent(['Button', 'compact'], () => [])");
    expect(stripped).not.toContain('genBase(token)');
  });

  it("leaves antd's real table style module with its token preparation but no call to its generators", () => {
    const stripped = withoutStyleFunctions(
      fs.readFileSync(path.join(antdEs, 'table/style/index.js'), 'utf8'),
    );
    expect(stripped).toMatch(/genStyleHooks\('Table', \(\) => \[\], prepareComponentToken, \{/);
    expect(stripped).not.toContain('genTableStyle(tableToken)');
  });

  it('applies to style modules only', () => {
    expect(isAntdStyleModule('/p/node_modules/antd/es/table/style/index.js')).toBe(true);
    expect(isAntdStyleModule('/p/node_modules/antd/es/button/style/compact.js')).toBe(true);
    expect(isAntdStyleModule('/p/node_modules/antd/es/_util/wave/style.js')).toBe(true);
    expect(isAntdStyleModule('/p/node_modules/antd/es/table/InternalTable.js')).toBe(false);
    expect(isAntdStyleModule('/p/src/shell/style/index.js')).toBe(false);
  });

  it('stops the build when the theme leaves zero-runtime, since the dropped styles would be missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-style-'));
    fs.mkdirSync(path.join(root, 'src/shell'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'src/shell/uiSettings.tsx'),
      'const theme = { cssVar: true };',
    );
    const plugin = antdStyleFunctionsPlugin(root);
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const buildStart = plugin.buildStart as (this: typeof context) => void;
    expect(() => buildStart.call(context)).toThrow(/zeroRuntime/);
    fs.writeFileSync(
      path.join(root, 'src/shell/uiSettings.tsx'),
      'const theme = { zeroRuntime: true };',
    );
    buildStart.call(context);
    expect(errors).toHaveLength(1);
  });
});
