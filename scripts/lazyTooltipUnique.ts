// antd's ConfigProvider imports Tooltip's UniqueProvider (rc-trigger's popup, motion, portal and resize
// observer: ~9 kB gzip) statically, though it renders it only when the theme sets `tooltip.unique`,
// which the platform does not. This build plugin points that one import at a module that loads the real
// provider on demand (src/runtime/LazyTooltipUnique.tsx), so the start chunk, which the login page
// loads, does not carry it; pages with tooltips load rc-trigger with their own chunks as before.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module ConfigProvider then imports instead. */
const lazyModule = 'src/runtime/LazyTooltipUnique.tsx';

export function lazyTooltipUniquePlugin(root: string): Plugin {
  return {
    name: 'pts-lazy-tooltip-unique',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../tooltip/UniqueProvider' || !importer) return null;
      if (!/[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return null;
      return path.join(root, lazyModule);
    },
  };
}
