import { describe, expect, it } from 'vitest';
import { createContractValidator, describeErrors } from '../../codegen/apiAjv';
import { requestFixtures, responseFixtures } from '../../src/api/testing/fixtures';
import { contract, operationsOf } from './contractDoc';

type Json = Record<string, unknown>;
const doc = contract();
const validator = createContractValidator(doc);

// Names of the schemas that 200 responses return (through $ref, possibly inside anyOf with null).
// Names of the schemas request bodies take.
function requestSchemaNames(): string[] {
  const names = new Set<string>();
  for (const { operation } of operationsOf(doc)) {
    const content = (operation.requestBody as Json | undefined)?.content as
      Record<string, Json> | undefined;
    for (const media of Object.values(content ?? {})) {
      const ref = (media.schema as Json | undefined)?.$ref;
      if (typeof ref === 'string') names.add(ref.split('/').pop() ?? '');
    }
  }
  return [...names].sort();
}

function responseSchemaNames(): string[] {
  const names = new Set<string>();
  for (const { operation } of operationsOf(doc)) {
    const ok = (operation.responses as Record<string, Json>)['200'];
    const schema = (ok?.content as Record<string, Json> | undefined)?.['application/json']
      ?.schema as Json | undefined;
    const refs = [schema, ...((schema?.anyOf as Json[] | undefined) ?? [])];
    for (const ref of refs)
      if (typeof ref?.$ref === 'string') names.add(ref.$ref.split('/').pop() ?? '');
  }
  return [...names].sort();
}

describe('example fixtures of every response schema', () => {
  it('exist for every schema a 200 response returns', () => {
    const names = responseSchemaNames();
    expect(names.length).toBeGreaterThan(70);
    const missing = names.filter((name) => !(name in responseFixtures));
    expect(missing, '请在 src/api/testing/fixtures/ 中为这些响应结构添加示例').toEqual([]);
  });

  it.each(Object.entries(responseFixtures))(
    '%s validates against its schema (Ajv 2020-12)',
    (name, fixture) => {
      const validate = validator.schema(name);
      validate(fixture);
      expect(describeErrors(validate)).toEqual([]);
    },
  );

  it('the validator rejects a wrong fixture with a readable path', () => {
    const validate = validator.schema('Round');
    expect(validate({ ...responseFixtures.Round, type: 2, month: 13 })).toBe(false);
    expect(describeErrors(validate)).toEqual(
      expect.arrayContaining([
        '/month must be <= 12',
        '/type must be equal to one of the allowed values',
      ]),
    );
  });

  it('asks for an unknown schema with a clear Chinese message', () => {
    expect(() => validator.schema('Nope')).toThrow('接口契约中没有名为 Nope 的数据结构');
  });
});

describe('example fixtures of every request body', () => {
  it('exist for every schema a request body takes', () => {
    const names = requestSchemaNames();
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((name) => !(name in requestFixtures));
    expect(missing, '请在 src/api/testing/fixtures/requests.ts 中为这些请求结构添加示例').toEqual(
      [],
    );
  });

  it.each(Object.entries(requestFixtures))(
    '%s validates against its schema (Ajv 2020-12)',
    (name, fixture) => {
      const validate = validator.schema(name);
      validate(fixture);
      expect(describeErrors(validate)).toEqual([]);
    },
  );

  it('a declaration with a zero volume is rejected by the contract', () => {
    const validate = validator.schema('CenterTradeBidsInput');
    const bad = {
      ...requestFixtures.CenterTradeBidsInput,
      bids: [{ objId: 1, price: 420, volume: 0 }],
    };
    expect(validate(bad)).toBe(false);
    expect(describeErrors(validate)).toEqual(['/bids/0/volume must be > 0']);
  });
});
