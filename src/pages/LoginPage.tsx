import { Button, Card, Form, Input, Typography } from 'antd';
import type { RuntimeConfig } from '../runtime/runtimeConfig';

/** Account and password login page (wired to the session machine by the application shell). */
export function LoginPage({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}
    >
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          电力市场交易仿真实训平台
        </Typography.Title>
        <Form layout="vertical">
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
          <Button type="primary" htmlType="submit" block>
            登录
          </Button>
          {runtimeConfig.loginModes.includes('oidc') && (
            <Button type="link" block>
              统一身份认证登录
            </Button>
          )}
        </Form>
      </Card>
    </div>
  );
}
