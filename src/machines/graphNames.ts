/** Names for the parts of a machine graph, shared by the scenario recorder and the diagram generator. */

/** A guard's name: its type (with static params), or `not(x)`/`and(x, y)`/`or(x, y)` for xstate's guard combinators. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    // Static params tell apart transitions that share a guard (e.g. one per message kind).
    const shown =
      params !== undefined && typeof params !== 'function' ? JSON.stringify(params) : '';
    return shown ? `${String(type)}(${shown})` : String(type);
  }
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map(guardLabel).join(', ')})`;
    return guard.name || 'guard';
  }
  return '';
}

/** The names of a transition's actions, for diagrams. */
export function actionLabels(actions: readonly unknown[]): string[] {
  return actions.map((a) => {
    if (typeof a === 'string') return a;
    if (typeof a === 'object' && a !== null && 'type' in a)
      return String((a as { type: unknown }).type);
    return typeof a === 'function' && a.name ? a.name : 'action';
  });
}
