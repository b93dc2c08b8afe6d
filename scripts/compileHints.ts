// Marks the chart chunk (echarts + zrender) for eager compilation. V8 compiles a function lazily, on
// the main thread, the first time it runs: a chart's cold first draw spent ~100 of its 180–260 ms of
// CPU in those compilations (bench/README.md, "Branch assetstbt"), one long task after the rows.
// Chromium's explicit compile hint, a `//# allFunctionsCalledOnLoad` comment at the top of the file,
// compiles every function of the file on a background thread while the file streams in. Only the
// chart's chunk gets it: it is asked for after the rows' paint, and all of it runs in the first draw.
import type { Plugin } from 'vite';

/** Chromium's magic comment (explicit compile hints, Chrome 136); it must open the file. */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunks whose functions all run on load: the one holding echarts' and zrender's modules. */
export function wantsCompileHint(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => /[\\/]node_modules[\\/](echarts|zrender)[\\/]/.test(id));
}

/** What this plugin reads of an output file: chunks have code and the modules they hold. */
interface OutputFile {
  type: 'chunk' | 'asset';
  code?: string;
  moduleIds?: readonly string[];
}

/** Puts the hint at the top of each chunk that wants it; returns those chunks' names. */
export function addCompileHints(bundle: Record<string, OutputFile>): string[] {
  const hinted: string[] = [];
  for (const [name, file] of Object.entries(bundle)) {
    if (file.type !== 'chunk' || file.code === undefined || !wantsCompileHint(file.moduleIds ?? []))
      continue;
    file.code = compileHint + file.code;
    hinted.push(name);
  }
  return hinted;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'pts-compile-hints',
    apply: 'build',
    // After minification (which drops comments), before the files are written and precompressed.
    generateBundle(_options, bundle) {
      addCompileHints(bundle);
    },
  };
}
