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
  // Rules read the same row and round as bindings (`{"var": "row.status"}`, `{"var": "round.cycle"}`).
  const scoped = useMemo(() => {
    const rules = { ...env.rules };
    if ('row' in extend) rules.row = extend.row;
    if ('round' in extend) rules.round = extend.round;
    return { ...env, bindings: { ...env.bindings, ...extend }, rules };
  }, [env, extend]);
  return <EngineContext.Provider value={scoped}>{children}</EngineContext.Provider>;
}
