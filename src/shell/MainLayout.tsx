// The main layout of /user/*: header, side or top menu, breadcrumb, page and footer, plus the dialogs
// the shell owns (enterprise choice, notices, settings, change password).
import { Drawer, Layout, theme } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { ChangePasswordModal } from '../widgets/ChangePassword';
import { mustChangePassword } from '../widgets/ChangePassword/rules';
import { EnterpriseChoiceHost } from './EnterpriseChoiceHost';
import { ExamDrawer } from '../widgets/ExamDrawer';
import { Holdings } from '../widgets/Holdings';
import { NoticesDialog } from '../widgets/NoticesDialog';
import { isVisible } from '../engine/rules/evaluate';
import { settingKeys, useAppSettings } from './appSettings';
import { shellFile } from './configFiles';
import { layoutFrame } from './layoutRoutes';
import { matchRoute } from './routeMatch';
import { SettingsDrawer } from './SettingsDrawer';
import { startingFrameDone } from './startingFrame';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellFooter } from './ShellFooter';
import { CourseInfo, ShellHeader } from './ShellHeader';
import { ShellEnvProvider } from './ShellEnvProvider';
import { ShellMenu } from './ShellMenu';
import { useOpenedOnce } from './useOpenedOnce';
import { useShellRules } from './useShellRules';
import { useUiSettings } from './uiSettings';

/** The layout route element. */
export function MainLayout() {
  return (
    <ShellEnvProvider>
      <MainLayoutBody />
    </ShellEnvProvider>
  );
}

function MainLayoutBody() {
  // Drawn: index.html's starting frame has served (the first commit removed it from the page).
  useLayoutEffect(startingFrameDone, []);
  const { settings } = useUiSettings();
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const isNewUser = useSession((s) => s.context.user?.isNewUser);
  const forced = mustChangePassword(isNewUser, useAppSettings()[settingKeys.forceUpdatePassword]);
  const rules = useShellRules();
  const [drawer, setDrawer] = useState(false);
  const [notices, setNotices] = useState(false);
  const [password, setPassword] = useState(false);
  const [menu, setMenu] = useState(false);
  const askPassword = password || forced;
  // Stable, so the memoised header is not drawn again when the layout re-renders (session and
  // settings answers arrive while the first page renders).
  const openSettings = useCallback(() => setDrawer(true), []);
  const openNotices = useCallback(() => setNotices(true), []);
  const openPassword = useCallback(() => setPassword(true), []);
  const openMenu = useCallback(() => setMenu(true), []);
  const closeMenu = useCallback(() => setMenu(false), []);
  // Closed dialogs are not part of the first render (src/shell/useOpenedOnce.ts).
  const noticesMounted = useOpenedOnce(notices);
  const drawerMounted = useOpenedOnce(drawer);
  const passwordMounted = useOpenedOnce(askPassword);
  const menuMounted = useOpenedOnce(menu);
  const top = settings.layout === 'topmenu';
  // One element per layout choice, so it does not defeat the header's memo.
  const topMenu = useMemo(() => (top ? <ShellMenu mode="top" /> : undefined), [top]);
  const route = matchRoute(pathname);
  const showSider = !top && (!route || layoutFrame(route) === 'sider');
  return (
    <Layout
      style={{ minHeight: '100vh' }}
      data-layout={settings.layout}
      data-theme={settings.theme}
    >
      <Layout.Header
        className="shell-layout-header"
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <ShellHeader
          menu={topMenu}
          {...(showSider ? { onMenu: openMenu } : {})}
          showCourse={!top}
          onSettings={openSettings}
          onNotices={openNotices}
          onChangePassword={openPassword}
        />
      </Layout.Header>
      <Layout>
        {showSider && (
          // The colours follow the antd algorithm of the theme (a fixed Menu theme left stale colours
          // behind after switching back from dark).
          // In a window narrower than antd's lg breakpoint it gives way to the header's menu button
          // (src/global.css), which opens the same menu in a drawer. 240 px: the longest third-level
          // label (分时段滚动撮合结果, under 交易 → 省内中长期) reads whole; at 220 it ended in "…".
          <Layout.Sider width={240} theme="light" className="shell-sider">
            <ShellMenu mode="side" />
          </Layout.Sider>
        )}
        {/* The right gutter holds the docked 我的持仓 and 答题 tabs. */}
        <Layout className="shell-main">
          <div className="shell-subheader">
            <ShellBreadcrumb />
            {top && <CourseInfo />}
          </div>
          <Layout.Content
            style={{
              background: token.colorBgContainer,
              padding: 16,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {/* The id timestamp in a path or query forces a fresh page (spec section 2). */}
            <Outlet key={pathname + search} />
          </Layout.Content>
          <ShellFooter />
        </Layout>
      </Layout>
      {/* config/shell.json says where the extras show. */}
      <ExamDrawer shown={isVisible(shellFile.examDrawer.visibleWhen, rules)} />
      <Holdings shown={isVisible(shellFile.holdings.visibleWhen, rules)} />
      <EnterpriseChoiceHost />
      {showSider && menuMounted && (
        <Drawer
          title="导航菜单"
          placement="left"
          size={260}
          open={menu}
          onClose={closeMenu}
          styles={{ body: { padding: 0 } }}
        >
          <ShellMenu mode="side" onNavigate={closeMenu} />
        </Drawer>
      )}
      {noticesMounted && <NoticesDialog open={notices} onClose={() => setNotices(false)} />}
      {drawerMounted && <SettingsDrawer open={drawer} onClose={() => setDrawer(false)} />}
      {passwordMounted && (
        <ChangePasswordModal
          open={askPassword}
          canCancel={!forced}
          onClose={() => setPassword(false)}
        />
      )}
    </Layout>
  );
}
