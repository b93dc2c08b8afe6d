import { describe, expect, it } from 'vitest';
import { contractOperations, resolve, type Schema } from './contractOperations';

// Every number, text and list a request can carry has limits in the contract (the server's Ajv
// enforces them with a Chinese 400): without them a year of 275761, 1e308, a 1 MB notice or 3,277
// bids reached the database.
function unlimited(schema: Schema, where: string, seen: Set<Schema>, out: string[]): void {
  const s = resolve(schema);
  if (seen.has(s)) return;
  seen.add(s);
  for (const variant of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) {
    unlimited(variant, where, seen, out);
  }
  if (s.enum) return;
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t && t !== 'null');
  for (const type of types) {
    if (type === 'integer' || type === 'number') {
      if (s.minimum === undefined && s.exclusiveMinimum === undefined) out.push(`${where} minimum`);
      if (s.maximum === undefined) out.push(`${where} maximum`);
    }
    if (type === 'string' && s.maxLength === undefined) out.push(`${where} maxLength`);
    if (type === 'array') {
      if (s.maxItems === undefined) out.push(`${where} maxItems`);
      if (s.items) unlimited(s.items, `${where}[]`, seen, out);
    }
    if (type === 'object') {
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        unlimited(prop, `${where}.${key}`, seen, out);
      }
    }
  }
}

describe('contract limits', () => {
  it('bounds every integer, number, string and array of every request parameter and body', () => {
    const missing: string[] = [];
    for (const op of contractOperations) {
      for (const p of op.parameters) unlimited(p.schema, `${op.id} ${p.name}`, new Set(), missing);
      if (op.body) unlimited(op.body, `${op.id} body`, new Set(), missing);
    }
    expect(missing).toEqual([]);
  });
});
