// The teacher area's frame: the app name and '教学管理' in the header with the user menu (back to the
// navigation page, change password, log out), a breadcrumb, then the page. No trainee course menu.
import { ThunderboltFilled } from '@ant-design/icons';
import { Breadcrumb, Layout, Space, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppName } from '../shell/appSettings';
import { ShellEnvProvider } from '../shell/ShellEnvProvider';
import { ChangePasswordModal } from '../widgets/ChangePassword';
import { UserDropdown } from '../widgets/UserDropdown';

/** A breadcrumb step: a link when `to` is given. */
export interface Crumb {
  title: string;
  to?: string;
}

/** The frame around every teacher page. */
export function AdminLayout({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  const appName = useAppName();
  const { token } = theme.useToken();
  const [password, setPassword] = useState(false);
  const items = [{ title: '教学管理', to: '/admin' }, ...crumbs].map((c, i, all) => ({
    title: c.to && i < all.length - 1 ? <Link to={c.to}>{c.title}</Link> : c.title,
  }));
  return (
    // The user menu and the password dialog are widgets: they read the engine environment.
    <ShellEnvProvider>
      {/* admin-layout: the teacher cards' narrow-window rules in src/global.css. */}
      <Layout className="admin-layout" style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: 16,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Space size={8}>
            <ThunderboltFilled style={{ fontSize: 22, color: '#025df4' }} aria-hidden />
            <Typography.Text strong>{appName}</Typography.Text>
            <Typography.Text type="secondary">教学管理</Typography.Text>
          </Space>
          <UserDropdown onChangePassword={() => setPassword(true)} />
        </Layout.Header>
        <Layout.Content style={{ padding: '12px 24px 24px' }}>
          <Breadcrumb items={items} style={{ marginBottom: 12 }} />
          {children}
        </Layout.Content>
        <ChangePasswordModal open={password} canCancel onClose={() => setPassword(false)} />
      </Layout>
    </ShellEnvProvider>
  );
}
