// Compile-time checks of the generated types (tsc fails on a mismatch); the runtime part is trivial.
import { describe, expectTypeOf, it } from 'vitest';
import type { OperationId } from '../../src/api/operations.gen';
import type { components, operations, paths } from '../../src/api/schema.gen';

type S = components['schemas'];

describe('generated contract types', () => {
  it('code fields are literal unions from the contract enums', () => {
    expectTypeOf<S['Round']['type']>().toEqualTypeOf<1 | 3 | 11 | 15>();
    expectTypeOf<S['Round']['status']>().toEqualTypeOf<0 | 1 | 2 | 3>();
    expectTypeOf<S['Round']['cycle']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<S['SimpleUnit']['type']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | undefined>();
    expectTypeOf<S['CourseQuestion']['type']>().toEqualTypeOf<1 | 2 | 3 | 4>();
  });

  it('lists have the ABP shape', () => {
    expectTypeOf<S['RoundListResult']>().toEqualTypeOf<{
      items: S['Round'][];
      totalCount: number;
    }>();
  });

  it('the operation table covers exactly the contract operations', () => {
    expectTypeOf<OperationId>().toEqualTypeOf<keyof operations>();
  });

  it('a call returns its schema: GET /api/app/roundApi/{id} gives a Round', () => {
    type Ok =
      paths['/api/app/roundApi/{id}']['get']['responses'][200]['content']['application/json'];
    expectTypeOf<Ok>().toEqualTypeOf<S['Round']>();
  });
});
