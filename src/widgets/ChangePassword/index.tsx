// The change-password dialog: the rules of spec section 5; on success the user is signed out, local
// storage is cleared and the app goes to "/".
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { withoutErrorNotice } from '../../api/types';
import { useSessionActor } from '../../session/SessionProvider';
import { useEngine } from '../../engine/env';
import { notify } from '../../machines/effects';
import { passwordMessages, passwordRules } from './rules';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Props of the dialog. */
export interface ChangePasswordProps {
  open: boolean;
  /** False for a new user who must change the password first. */
  canCancel: boolean;
  onClose(): void;
}

/** The change-password dialog. */
export function ChangePasswordModal({ open, canCancel, onClose }: ChangePasswordProps) {
  const { client: api, notifier } = useEngine();
  const { message } = App.useApp();
  const session = useSessionActor();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    const { error, response } = await api
      .POST('/api/app/user/changePassword', {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        headers: withoutErrorNotice,
      })
      .catch(() => ({ error: true, response: undefined }));
    setSaving(false);
    if (error || !response?.ok) {
      message.error(passwordMessages.failure);
      return;
    }
    // Through the app's notifier: the signed-in pages (and their message holder) close with the logout.
    notifier.show(notify('success', passwordMessages.success));
    form.resetFields();
    onClose();
    localStorage.clear();
    session.send({ type: 'LOGOUT' });
  };
  return (
    <Modal
      open={open}
      title="修改密码"
      closable={canCancel}
      mask={{ closable: false }}
      keyboard={canCancel}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="旧密码" name="currentPassword" rules={passwordRules.currentPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" rules={passwordRules.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={passwordRules.confirmPassword}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          {canCancel && <Button onClick={onClose}>取消</Button>}
          <Button type="primary" htmlType="submit" loading={saving}>
            确定
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
