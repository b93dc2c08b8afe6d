// The teacher's form dialogs (course, round, notice): OK runs the save, a refusal shows above the form
// and the form keeps what was typed; closing clears the refusal for the next opening.
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';

/** Props of a form dialog. */
export interface FormDialogProps {
  open: boolean;
  title: string;
  okText: string;
  saving: boolean;
  /** The last refusal, shown above the form ('' for none). */
  failure: string;
  width: number;
  /** Validates and saves; a rejection (invalid fields) leaves the dialog as it is. */
  onSubmit(): Promise<void>;
  onCancel(): void;
  /** Called once the dialog has closed (reset what the next opening must not see). */
  onClosed(): void;
  children: ReactNode;
}

/** A modal around a form, destroyed when hidden so each opening starts afresh. */
export function FormDialog(props: FormDialogProps) {
  const { open, title, okText, saving, failure, width, onSubmit, onCancel, onClosed } = props;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void onSubmit().catch(() => undefined)}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && onClosed()}
      destroyOnHidden
      width={width}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {props.children}
    </Modal>
  );
}
