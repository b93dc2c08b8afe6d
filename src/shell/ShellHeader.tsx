// The header of spec section 2: logo and app name, the current round with its status tag, the
// online-docs button, the course name, notices, settings and the user dropdown.
import {
  BellOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ThunderboltFilled,
} from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { isRoundTrading } from '../machines/roundStatus';
import { useCourseActor, useCourseState } from '../session/CourseProvider';
import { UserDropdown } from '../widgets/UserDropdown';
import { useAppLogo, useAppName } from './appSettings';
import { stateTagProps } from '../engine/values/stateTag';

/** The current round's tag from the round status machine, and the course name. */
export function CourseInfo() {
  const { course } = useCourseState();
  const roundStatus = useSelector(useCourseActor(), (s) => s.context.roundStatus);
  const { headerTag, round } = useSelector(roundStatus, (s) => s.context);
  const trading = round !== null && isRoundTrading(round);
  return (
    <Space size={12} className="shell-course-info">
      {headerTag && (
        <Tag
          {...stateTagProps(trading ? 'positive' : 'neutral')}
          className="shell-round"
          data-testid="header-round"
          style={{
            marginInlineEnd: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {headerTag}
        </Tag>
      )}
      {course && (
        <Typography.Text
          type="secondary"
          ellipsis
          className="shell-course-name"
          style={{ maxWidth: 220 }}
          data-testid="header-course"
        >
          {course.name}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Header contents; `menu` is the top menu in the top-menu layout. Memoised: the layout re-renders as
 *  the session and settings load, the header's own parts follow what they read. */
export const ShellHeader = memo(function ShellHeader(props: {
  menu?: ReactNode;
  /** Shows the round and course here (the top-menu layout shows them under the header instead). */
  showCourse: boolean;
  /** Opens the side menu in a drawer: its button shows only where the side menu gives way. */
  onMenu?: () => void;
  onSettings(): void;
  onNotices(): void;
  onChangePassword(): void;
}) {
  const appName = useAppName();
  const logo = useAppLogo();
  return (
    <div className="shell-header">
      {props.onMenu && (
        <Button
          type="text"
          className="shell-menu-button"
          aria-label="导航菜单"
          icon={<MenuOutlined />}
          onClick={props.onMenu}
        />
      )}
      <Space className="shell-brand" size={8}>
        {logo ? (
          <img src={logo} alt="" height={24} style={{ display: 'block', maxWidth: 120 }} />
        ) : (
          <ThunderboltFilled style={{ fontSize: 22, color: '#025df4' }} aria-hidden />
        )}
        <Typography.Text strong className="shell-app-name">
          {appName}
        </Typography.Text>
      </Space>
      {props.menu ?? <div style={{ flex: 1 }} />}
      <Space size={12} className="shell-header-right">
        {props.showCourse && <CourseInfo />}
        <Tooltip title="市场公告">
          <Button
            type="text"
            aria-label="市场公告"
            icon={<BellOutlined />}
            onClick={props.onNotices}
          />
        </Tooltip>
        <Button
          type="text"
          className="shell-docs"
          aria-label="在线文档"
          icon={<QuestionCircleOutlined />}
          href="/docs"
          target="_blank"
          rel="noopener"
        >
          在线文档
        </Button>
        <Tooltip title="界面设置">
          <Button
            type="text"
            aria-label="界面设置"
            icon={<SettingOutlined />}
            onClick={props.onSettings}
          />
        </Tooltip>
        <UserDropdown onChangePassword={props.onChangePassword} />
      </Space>
    </div>
  );
});
