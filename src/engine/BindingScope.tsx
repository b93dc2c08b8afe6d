// Narrows the binding context for the blocks inside: a table row (`row.*`) for row actions, link cells
// and detail panels, a chosen round (`round.*`) inside a round selector.
import { useMemo, type ReactNode } from 'react';
import { EngineContext, useEngine, type BindingContext } from './env';

/** Renders `children` with `extend` merged over the surrounding bindings. */
export function BindingScope({
  extend,
  children,
}: {
  extend: Partial<Omit<BindingContext, 'route'>>;
  children: ReactNode;
}) {
  const env = useEngine();
  const scoped = useMemo(
    () => ({ ...env, bindings: { ...env.bindings, ...extend } }),
    [env, extend],
  );
  return <EngineContext.Provider value={scoped}>{children}</EngineContext.Provider>;
}
