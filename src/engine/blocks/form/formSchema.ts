// Turns form fields (the shared column spec) into the JSON Schema and uiSchema rjsf draws, and checks
// values with the numeric rules and prompts of spec section 5 (pure, so it is tested without React).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Column } from '../../config/column';
import { checkNumeric, selectPrompts } from '../../values/numericRules';
import { fixSegmentOverlaps, type TimeSegment } from '../../values/timeSegments';
import { numericRuleOf, valueTypes } from '../../values/valueTypes';

/** Form values by field name. */
export type FormValues = Record<string, unknown>;

function fieldSchema(field: Column): RJSFSchema {
  const edit = valueTypes[field.valueType ?? 'text'].edit;
  const base = { title: field.title, readOnly: field.readOnly };
  if (edit === 'boolean') return { ...base, type: 'boolean' };
  if (edit === 'timeSegments') {
    return {
      ...base,
      type: 'array',
      items: {
        type: 'object',
        properties: { start: { type: 'integer' }, end: { type: 'integer' } },
      },
    };
  }
  if (edit === 'select') return { ...base, type: ['string', 'number', 'boolean'] };
  // Numbers are edited as text so '12a' reaches the check and gets '请输入数字'.
  return { ...base, type: ['string', 'number'] };
}

/** The rjsf schema of the fields shown in forms. */
export function formSchema(fields: readonly Column[]): RJSFSchema {
  const shown = fields.filter((f) => !f.hideInForm);
  return {
    type: 'object',
    required: shown.filter((f) => f.required).map((f) => f.field),
    properties: Object.fromEntries(shown.map((f) => [f.field, fieldSchema(f)])),
  };
}

/**
 * The rjsf uiSchema: each field's widget and its column spec as options; the submit button is the
 * primary one, or a red default one for a destructive submit (拒绝).
 */
export function formUiSchema(
  fields: readonly Column[],
  submitText: string,
  danger = false,
): UiSchema {
  const props = danger ? { type: 'default', danger: true } : { type: 'primary' };
  const ui: UiSchema = { 'ui:submitButtonOptions': { submitText, props } };
  for (const field of fields.filter((f) => !f.hideInForm)) {
    const edit = valueTypes[field.valueType ?? 'text'].edit;
    const widget = {
      numeric: 'numeric',
      select: 'configSelect',
      date: 'date',
      text: 'text',
      boolean: 'checkbox',
    }[edit === 'timeSegments' ? 'text' : edit];
    // Time segments use rjsf's own array field (start/end slot ids); the overlap rule is applied to
    // the submitted values by submitValues. A custom segment field hung jsdom and was removed.
    if (edit !== 'timeSegments')
      ui[field.field] = { 'ui:widget': widget, 'ui:options': { column: field } };
  }
  return ui;
}

/** The message for an empty required field: the select prompts of spec section 5, else 请输入…. */
export function requiredMessage(field: Column): string {
  const type = field.valueType ?? 'text';
  if (type in selectPrompts) return selectPrompts[type as keyof typeof selectPrompts];
  return valueTypes[type].edit === 'select' ? `请选择${field.title}` : `请输入${field.title}`;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** Problems of the values by field name (one message each); an empty map means the form is valid. */
export function validateForm(
  fields: readonly Column[],
  values: FormValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields.filter((f) => !f.hideInForm)) {
    const value = values[field.field];
    if (empty(value)) {
      if (field.required) problems[field.field] = requiredMessage(field);
      continue;
    }
    const rule = numericRuleOf(field);
    const message = rule && checkNumeric(value as string | number, rule);
    if (message) problems[field.field] = message;
  }
  return problems;
}

/** The values to submit: numeric text as numbers, time segments with overlaps fixed. */
export function submitValues(fields: readonly Column[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const field of fields) {
    const value = values[field.field];
    if (numericRuleOf(field) && !empty(value)) out[field.field] = Number(value);
    if (field.valueType === 'timeSegments' && Array.isArray(value)) {
      out[field.field] = fixSegmentOverlaps(value as TimeSegment[]);
    }
  }
  return out;
}
