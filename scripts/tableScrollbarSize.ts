// rc-table (antd's Table) measures the scrollbar in a layout effect of every table's mount, a forced
// layout of the whole commit. This build plugin points @rc-component/util's measurement module at
// src/engine/blocks/table/scrollbarSize.ts, which measures once as the table's code loads and answers
// every table from that.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module @rc-component/util's index then imports instead of its own measurement. */
const measuredOnceModule = 'src/engine/blocks/table/scrollbarSize.ts';

/** Whether this import is @rc-component/util's index asking for its scrollbar measurement. */
export function isUtilScrollbarImport(source: string, importer: string | undefined): boolean {
  return (
    source === './getScrollBarSize' &&
    importer !== undefined &&
    /[\\/]@rc-component[\\/]util[\\/]es[\\/]index\.js$/.test(importer)
  );
}

export function tableScrollbarSizePlugin(root: string): Plugin {
  return {
    name: 'pts-table-scrollbar-size',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return isUtilScrollbarImport(source, importer) ? path.join(root, measuredOnceModule) : null;
    },
  };
}
