// Shared helpers for the contract tests: the bundled contract and a walk over its operations.
import fs from 'node:fs';
import path from 'node:path';
import { bundleContract, type OpenApiDocument } from '../../codegen/apiBundle';

/** HTTP methods an OpenAPI path item may hold. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** One operation of the contract with where it sits. */
export interface ContractOperation {
  method: string;
  path: string;
  operation: Record<string, unknown>;
}

let cached: OpenApiDocument | undefined;

/** The contract in openapi/, bundled once per test file. */
export function contract(): OpenApiDocument {
  cached ??= bundleContract(path.resolve(import.meta.dirname, '../..'));
  return cached;
}

/** Every operation of a bundled document. */
export function operationsOf(doc: OpenApiDocument): ContractOperation[] {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([p, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [{ method, path: p, operation: operation as Record<string, unknown> }]
        : [];
    }),
  );
}

/** The calls of spec section 7 from the checked-in list, as "METHOD /path" lines. */
export function specCalls(): string[] {
  const file = path.resolve(import.meta.dirname, '../../openapi/spec-calls.txt');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
