import type { FormValidation, RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { FormValues } from './formSchema';
import { formValidator } from './formValidator';

const schema: RJSFSchema = {
  type: 'object',
  properties: { year: { type: ['string', 'number'] }, month: { type: ['string', 'number'] } },
};
const requireBoth = (data: FormValues | undefined, errors: FormValidation<FormValues>) => {
  for (const name of ['year', 'month']) {
    if (data?.[name] === undefined) errors[name]?.addError(`请输入${name}`);
  }
  return errors;
};

describe('the form validator', () => {
  it('gives every field of the schema, filled or not, the custom checks its errors', () => {
    const result = formValidator.validateFormData({ year: 2026 }, schema, requireBoth);
    expect(result.errors.map((e) => e.stack)).toEqual(['.month 请输入month']);
    expect(result.errorSchema.month?.__errors).toEqual(['请输入month']);
    expect(result.errorSchema.year?.__errors ?? []).toEqual([]);
  });

  it('passes values the custom checks accept, and everything without custom checks', () => {
    expect(
      formValidator.validateFormData({ year: 2026, month: 3 }, schema, requireBoth).errors,
    ).toEqual([]);
    expect(formValidator.validateFormData({}, schema).errors).toEqual([]);
  });

  it('compiles nothing: it works where eval is forbidden, as under the Content-Security-Policy', () => {
    const original = globalThis.Function;
    globalThis.Function = function forbidden() {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    } as unknown as FunctionConstructor;
    try {
      expect(formValidator.validateFormData({}, schema, requireBoth).errors).toHaveLength(2);
    } finally {
      globalThis.Function = original;
    }
  });
});
