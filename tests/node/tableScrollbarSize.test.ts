// The build answers rc-table's scrollbar measurement from one measurement per page load
// (scripts/tableScrollbarSize.ts, src/engine/blocks/table/scrollbarSize.ts). These checks fail when an
// antd or rc-util upgrade moves the measurement, so the build would silently measure per table again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUtilScrollbarImport, tableScrollbarSizePlugin } from '../../scripts/tableScrollbarSize';

const root = process.cwd();
const utilIndex = fs.realpathSync(path.join(root, 'node_modules/@rc-component/util/es/index.js'));

describe('table scrollbar size in the build', () => {
  it("redirects rc-util's own measurement module and nothing else", () => {
    expect(isUtilScrollbarImport('./getScrollBarSize', utilIndex)).toBe(true);
    expect(isUtilScrollbarImport('./getScrollBarSize', '/app/src/engine/x.ts')).toBe(false);
    expect(isUtilScrollbarImport('./raf', utilIndex)).toBe(false);
    const plugin = tableScrollbarSizePlugin(root);
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const target = resolveId('./getScrollBarSize', utilIndex);
    expect(target).toBe(path.join(root, 'src/engine/blocks/table/scrollbarSize.ts'));
    expect(fs.existsSync(target!)).toBe(true);
  });

  it('matches what rc-util exports from that module and what rc-table imports', () => {
    expect(fs.readFileSync(utilIndex, 'utf8')).toContain(
      'export { default as getScrollBarSize, getTargetScrollBarSize } from "./getScrollBarSize";',
    );
    const table = fs.readFileSync(
      path.join(root, 'node_modules/@rc-component/table/es/Table.js'),
      'utf8',
    );
    expect(table).toMatch(/getTargetScrollBarSize[^;]*from '@rc-component\/util'/);
  });
});
