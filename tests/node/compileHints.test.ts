// The chart chunk (echarts, zrender) opens with Chromium's compile hint, so its functions are compiled
// off the main thread instead of in the chart's first draw (scripts/compileHints.ts); no other chunk
// gets it (eager compilation of the start or signed-in chunks would sit before the first row).
import { describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from '../../scripts/compileHints';

describe('compile hints', () => {
  it('puts the hint at the top of the chunk holding echarts and zrender only', () => {
    const bundle = {
      'assets/ChartCanvas-x.js': {
        type: 'chunk' as const,
        code: 'import{a}from"./start.js";',
        moduleIds: [
          '/app/src/engine/blocks/chart/ChartCanvas.tsx',
          '/app/node_modules/echarts/lib/core/echarts.js',
          '/app/node_modules/zrender/lib/zrender.js',
        ],
      },
      'assets/start-x.js': {
        type: 'chunk' as const,
        code: 'export const a=1;',
        moduleIds: ['/app/src/main.tsx', '/app/node_modules/react/index.js'],
      },
      'assets/index-x.css': { type: 'asset' as const },
    };
    expect(addCompileHints(bundle)).toEqual(['assets/ChartCanvas-x.js']);
    expect(bundle['assets/ChartCanvas-x.js'].code).toBe(
      '//# allFunctionsCalledOnLoad\nimport{a}from"./start.js";',
    );
    expect(compileHint.startsWith('//# allFunctionsCalledOnLoad')).toBe(true);
    expect(bundle['assets/start-x.js'].code).toBe('export const a=1;');
  });
});
