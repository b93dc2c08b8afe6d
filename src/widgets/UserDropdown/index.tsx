// The user dropdown of the header: back to the navigation page, change password, log out (confirmed).
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sessionMessages } from '../../machines/messages';
import { useSession, useSessionActor } from '../../session/SessionProvider';

/** The user's name with the three actions. */
export function UserDropdown({ onChangePassword }: { onChangePassword(): void }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const session = useSessionActor();
  const user = useSession((s) => s.context.user);
  const name = user?.name || user?.userName || '用户';
  const items = [
    { key: 'nav', label: '返回导航页' },
    { key: 'password', label: '修改密码' },
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录' },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'nav') navigate('/user/nav');
    else if (key === 'password') onChangePassword();
    else if (key === 'logout')
      modal.confirm({
        title: '提示',
        content: sessionMessages.logoutConfirm,
        okText: '确定',
        cancelText: '取消',
        onOk: () => session.send({ type: 'LOGOUT' }),
      });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <a role="button" aria-label="用户菜单" onClick={(e) => e.preventDefault()}>
        <Space>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          <span className="shell-user-name">{name}</span>
          <DownOutlined className="shell-user-caret" />
        </Space>
      </a>
    </Dropdown>
  );
}
