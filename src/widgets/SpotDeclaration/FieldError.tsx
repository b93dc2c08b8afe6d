// A cell's message under its input in the declaration tables. antd colours its form errors only inside
// a form item (.ant-form-item .ant-form-item-explain-error), and these tables are no form: the message
// took the body text colour beside a red border. It takes the same colour variable as form errors, which
// the theme sets for each of light and dark (src/shell/contrastTokens.ts: 4.5:1 in both).
import type { HTMLAttributes } from 'react';

/** The form errors' colour, as antd's form draws it. */
export const fieldErrorColor = 'var(--ant-color-error)';

/** A field's error message (a div; pass id and role as needed). */
export function FieldError({ style, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <div
      {...props}
      className="ant-form-item-explain-error"
      style={{ color: fieldErrorColor, ...style }}
    />
  );
}
