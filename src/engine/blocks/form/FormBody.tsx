// The rjsf form itself, in its own module so @rjsf and ajv load only when a form block shows.
import { generateForm } from '@rjsf/antd';
import type { FormValidation } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { Column } from '../../config/column';
import { useStyleElement } from '../../styleElement';
import {
  formSchema,
  formUiSchema,
  submitValues,
  validateForm,
  type FormValues,
} from './formSchema';
import { formValidator } from './formValidator';
import { ConfigSelectWidget, NumericWidget } from './widgets';

/** Props of the form body. */
export interface FormBodyProps {
  fields: readonly Column[];
  initial: FormValues;
  submitText: string;
  /** Draws the submit button as a destructive one (red, not primary). */
  submitDanger?: boolean;
  running: boolean;
  /** Submits the values; answers whether that was done. */
  onSubmit: (values: FormValues) => Promise<boolean>;
}

const Form = generateForm<FormValues>();

const formClass = 'config-form';
// rjsf's antd theme draws the fields of an object (and an array) inside a plain fieldset, which keeps
// the browser's grey groove border and padding: a box around the fields that nothing else on the page
// draws. The card around the form already groups them.
const fieldsetCss = `.${formClass} fieldset { border: 0; margin: 0; padding: 0; min-inline-size: 0; }`;
const widgets = { numeric: NumericWidget, configSelect: ConfigSelectWidget };

/** An rjsf form over the fields whose checks give the Chinese messages of spec section 5. */
export default function FormBody(props: FormBodyProps) {
  useStyleElement('pts-config-form', fieldsetCss);
  // rjsf takes formData again on any change of its props, `disabled` too: the submit's running and
  // its end put the initial values back, and a refused settlement lost the month chosen. The values
  // submitted are fed back (one object per submit, so no loop) until the initial values change or
  // the submit is done: a form done with starts afresh, as before.
  const [submitted, setSubmitted] = useState<{ over: FormValues; values: FormValues } | null>(null);
  const formData = submitted?.over === props.initial ? submitted.values : props.initial;
  const schema = useMemo(() => formSchema(props.fields), [props.fields]);
  const uiSchema = useMemo(
    () => formUiSchema(props.fields, props.submitText, props.submitDanger),
    [props.fields, props.submitText, props.submitDanger],
  );
  const customValidate = (data: FormValues | undefined, errors: FormValidation<FormValues>) => {
    for (const [name, message] of Object.entries(validateForm(props.fields, data ?? {}))) {
      errors[name]?.addError(message);
    }
    return errors;
  };
  return (
    <Form
      className={`rjsf ${formClass}`}
      schema={schema}
      uiSchema={uiSchema}
      // Uncontrolled after the initial values: feeding rjsf's onChange back as formData loops on fields
      // whose defaults rjsf recreates on every render (arrays such as time segments).
      formData={formData}
      validator={formValidator}
      widgets={widgets}
      noHtml5Validate
      showErrorList={false}
      disabled={props.running}
      customValidate={customValidate}
      onSubmit={(e) => {
        const values = e.formData ?? {};
        setSubmitted({ over: props.initial, values });
        void props.onSubmit(submitValues(props.fields, values)).then((done) => {
          if (done) setSubmitted(null);
        });
      }}
    />
  );
}
