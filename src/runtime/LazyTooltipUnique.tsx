// Stands in for antd's Tooltip UniqueProvider in ConfigProvider's import (scripts/lazyTooltipUnique.ts):
// the real provider, with rc-trigger's popup code, loads on demand when a theme turns `tooltip.unique`
// on, instead of with the app's start.
import { lazy, Suspense, type ReactNode } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/** antd's Tooltip UniqueProvider, loaded when first rendered. */
export default function LazyTooltipUnique({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
