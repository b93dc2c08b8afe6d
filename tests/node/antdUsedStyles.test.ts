// The build's stylesheet keeps the styles of every antd component the code imports and drops the
// others' (scripts/antdUsedStyles.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allAntdPrefixes,
  dropUnusedComponentRules,
  usedAntdPrefixes,
} from '../../scripts/antdUsedStyles';

const root = process.cwd();
const antdEsDir = fs.realpathSync(path.join(root, 'node_modules/antd/es'));
const antdCss = fs.readFileSync(path.join(root, 'node_modules/antd/dist/antd.css'), 'utf8');

describe('antd used styles', () => {
  it('drops only rules that name a class of an unused component', () => {
    const all = new Set(['btn', 'input', 'input-number', 'tree', 'tree-select']);
    const used = new Set(['btn', 'input', 'tree-select']);
    const css =
      '.ant-btn{a:1}.ant-tree{b:2}.ant-tree-select-dropdown{c:3}.ant-input-number{d:4}' +
      '.ant-input:not(.ant-tree){e:5}.ant-btn,.ant-tree-node{f:6}.ant-zoom-enter{g:7}' +
      '@media (max-width: 575px){.ant-tree{h:8}}@media print{.ant-btn{i:9}}' +
      '@keyframes antZoomIn{0%{opacity:0}}.ant-input[title="{.ant-tree}"]{j:10}';
    expect(dropUnusedComponentRules(css, used, all)).toBe(
      '.ant-btn{a:1}.ant-tree-select-dropdown{c:3}.ant-input:not(.ant-tree){e:5}' +
        '.ant-btn{f:6}.ant-zoom-enter{g:7}@media print{.ant-btn{i:9}}' +
        '@keyframes antZoomIn{0%{opacity:0}}.ant-input[title="{.ant-tree}"]{j:10}',
    );
  });

  it('keeps every used component base class that antd.css styles, and drops unused ones', () => {
    const used = usedAntdPrefixes(root, antdEsDir);
    const all = allAntdPrefixes(antdEsDir);
    // Components the login and data pages draw.
    for (const p of ['btn', 'form', 'input', 'table', 'select', 'spin', 'alert', 'divider'])
      expect(used, p).toContain(p);
    const pruned = dropUnusedComponentRules(antdCss, used, all);
    const styled = (css: string, p: string) => new RegExp(`\\.ant-${p}[{ .:>,\\[]`).test(css);
    for (const p of used) if (styled(antdCss, p)) expect(styled(pruned, p), p).toBe(true);
    const unused = [...all].filter((p) => !used.has(p) && styled(antdCss, p));
    expect(unused.length).toBeGreaterThan(0);
    // Outside pseudo-class arguments (`:has(> .ant-badge)` is kept: it matches without a badge).
    const outsideParens = pruned.replace(/\([^()]*\)/g, '').replace(/\([^()]*\)/g, '');
    for (const p of unused) expect(styled(outsideParens, p), p).toBe(false);
    expect(pruned.length).toBeLessThan(antdCss.length * 0.9);
  });
});
