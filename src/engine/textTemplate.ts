// The one place config text names values: `{path}` in a message or a file name, filled from a lookup
// (the binding context, or the values a row filter asked for). Bindings themselves stay plain paths
// (config/binding.ts); this is only for words shown to the reader.
import { resolveBinding } from './bindings';
import type { BindingContext } from './env';

/** `text` with each `{path}` replaced by `lookup(path)`; a path without a value leaves nothing. */
export function fillTemplate(text: string, lookup: (path: string) => unknown): string {
  return text.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = lookup(path);
    return value === null || value === undefined ? '' : String(value);
  });
}

/** `text` filled from the binding context: `{enterprise.name}`, `{row.month}`, … */
export function fillFromBindings(text: string, bindings: BindingContext): string {
  return fillTemplate(text, (from) => resolveBinding({ from }, bindings));
}
