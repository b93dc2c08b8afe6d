import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleFiles } from '../../codegen/generate';

describe('generated API files', () => {
  it('src/api/schema.gen.ts and src/api/openapi.gen.json match openapi/ (run npm run codegen)', async () => {
    expect(await staleFiles(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  }, 60_000);
});
