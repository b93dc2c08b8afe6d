// A teacher dialog's form starts from its current initial values on every opening. antd keeps a form
// instance's values across a dialog's closings (destroyOnHidden unmounts the fields, not the store),
// and a remounted Form merges its initial values under them, so without this an edit dialog would show
// what the previous opening left.
import { Form } from 'antd';
import { useLayoutEffect } from 'react';

/** Props: whether the dialog is open, and what it edits (a change means a new opening). */
export interface ResetOnMountProps {
  open: boolean;
  subject: unknown;
}

/**
 * Put last inside a dialog's Form: when the Form mounts, or the dialog opens again on a Form still
 * mounted (a closing animation not finished), it resets the fields to the Form's initial values
 * before the browser paints them.
 */
export function ResetOnMount({ open, subject }: ResetOnMountProps): null {
  const form = Form.useFormInstance();
  useLayoutEffect(() => {
    if (open) form.resetFields();
  }, [form, open, subject]);
  return null;
}
