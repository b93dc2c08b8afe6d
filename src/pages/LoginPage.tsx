// The login page: account and password (password grant through the session machine) and, when the
// runtime config offers it, the identity-server redirect.
import { Alert, Button, Card, Divider, Form, Input, Typography } from 'antd';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { useAppName } from '../shell/appSettings';
import { useServices } from '../shell/services';

interface Credentials {
  username: string;
  password: string;
}

/** The Chinese login page of spec section 2 (user-login). */
export default function LoginPage() {
  const { runtimeConfig } = useServices();
  const session = useSessionActor();
  const appName = useAppName();
  const message = useSession((s) => (s.matches('signedOut') ? s.context.message : ''));
  const busy = useSession(
    (s) => s.matches({ signedOut: 'loggingIn' }) || s.matches({ signedOut: 'redirecting' }),
  );
  const modes = runtimeConfig.loginModes;
  return (
    <div className="login-page">
      <Card style={{ width: 400, maxWidth: '92vw' }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {appName}
        </Typography.Title>
        {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
        {modes.includes('password') && (
          <Form<Credentials>
            layout="vertical"
            onFinish={(values) => session.send({ type: 'LOGIN', ...values })}
          >
            <Form.Item
              label="账号"
              name="username"
              rules={[{ required: true, message: '请输入账号' }]}
            >
              <Input autoComplete="username" />
            </Form.Item>
            <Form.Item
              label="密码"
              name="password"
              rules={[{ required: true, message: '请输入密码' }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              登录
            </Button>
          </Form>
        )}
        {modes.includes('password') && modes.includes('oidc') && <Divider plain>或</Divider>}
        {modes.includes('oidc') && (
          <Button block disabled={busy} onClick={() => session.send({ type: 'LOGIN_REDIRECT' })}>
            统一身份认证登录
          </Button>
        )}
      </Card>
    </div>
  );
}
