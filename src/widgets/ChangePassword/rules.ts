// The change-password rules and messages of spec section 5.
import type { FormRule } from 'antd';

/** Messages of the change-password form, verbatim from the spec. */
export const passwordMessages = {
  currentRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请输入确认密码',
  confirmMismatch: '确认密码与新密码应该相同',
  success: '密码修改成功',
  failure: 'Password: 修改密码失败',
} as const;

/** Rules of each field; the confirmation must equal the new password. */
export const passwordRules: Record<
  'currentPassword' | 'newPassword' | 'confirmPassword',
  FormRule[]
> = {
  currentPassword: [{ required: true, message: passwordMessages.currentRequired }],
  newPassword: [{ required: true, message: passwordMessages.newRequired }],
  confirmPassword: [
    { required: true, message: passwordMessages.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) =>
        !value || value === getFieldValue('newPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(passwordMessages.confirmMismatch)),
    }),
  ],
};

/** Spec section 5: cancel is hidden for a new user unless the forced-update setting is "false". */
export function mustChangePassword(
  isNewUser: boolean | undefined,
  forceSetting: string | undefined,
): boolean {
  return isNewUser === true && forceSetting !== 'false';
}
