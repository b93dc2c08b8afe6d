// The rjsf validator of form blocks: the form's own Chinese checks (customValidate) and nothing else.
// ajv, rjsf's usual validator, compiles each schema into code with `new Function`, which the server's
// Content-Security-Policy (script-src 'self') forbids: under it every form block failed to submit
// ("Error compiling schema"). Our schemas are flat objects of text, number, select and segment fields
// whose every rule customValidate already checks, so there is nothing left for a schema compiler.
import {
  createErrorHandler,
  unwrapErrorHandler,
  validationDataMerge,
  type RJSFSchema,
  type ValidatorType,
} from '@rjsf/utils';
import type { FormValues } from './formSchema';

/** Every field of the schema present (undefined when not filled), so each can take an error. */
function withEveryField(schema: RJSFSchema, data: FormValues | undefined): FormValues {
  const names = Object.keys(schema.properties ?? {});
  return { ...Object.fromEntries(names.map((name) => [name, undefined])), ...data };
}

/** A validator that runs only the form's custom checks (no code generated at run time). */
export const formValidator: ValidatorType<FormValues> = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    const none = { errors: [], errorSchema: {} };
    if (!customValidate) return none;
    const data = withEveryField(schema, formData);
    const handler = customValidate(data, createErrorHandler(data), uiSchema, {});
    const merged = validationDataMerge(none, unwrapErrorHandler(handler));
    return transformErrors
      ? { ...merged, errors: transformErrors(merged.errors, uiSchema) }
      : merged;
  },
  // Only oneOf/anyOf choices ask; form blocks have none.
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
