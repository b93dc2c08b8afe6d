// Resolves parameter bindings against the binding context: a context path or a literal, nothing else.
import type { Binding } from './config/binding';
import type { BindingContext } from './env';
import { readPath } from './values/format';

/** The value of one binding; undefined when the context does not have it (yet). */
export function resolveBinding(binding: Binding, context: BindingContext): unknown {
  if ('value' in binding) return binding.value;
  return readPath(context, binding.from);
}

/** Values of a map of bindings, leaving out those that resolve to nothing. */
export function resolveBindings(
  bindings: Record<string, Binding> | undefined,
  context: BindingContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, binding] of Object.entries(bindings ?? {})) {
    const value = resolveBinding(binding, context);
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}

/** Names of bound path parameters that resolve to nothing: the call must wait for them. */
export function missingBindings(
  bindings: Record<string, Binding> | undefined,
  context: BindingContext,
): string[] {
  return Object.entries(bindings ?? {})
    .filter(([, b]) => 'from' in b && !b.from.startsWith('route.query.'))
    .filter(([, b]) => {
      const value = resolveBinding(b, context);
      return value === undefined || value === null;
    })
    .map(([name]) => name);
}
