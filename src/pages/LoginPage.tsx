// The login page: account and password (password grant through the session machine) and, when the
// runtime config offers it, the identity-server redirect.
import { Alert, Button, Divider, theme } from 'antd';
import { useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { useAppName } from '../shell/appSettings';
import { useServices } from '../shell/services';
import { startingFrameDone } from '../shell/startingFrame';
import { LoginForm } from './LoginForm';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The login form's panel, drawn as antd's bordered Card from the theme's tokens: the Card component
 * brings antd's tabs, menu, dropdown and skeleton code into the login page's first load.
 */
function LoginPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        // 400 px of form; in a narrow window 12 px of the page on either side (border and padding
        // counted in, or the panel ran past a phone's right edge).
        boxSizing: 'border-box',
        width: 400 + 2 * (token.paddingLG + token.lineWidth),
        maxWidth: 'calc(100vw - 24px)',
        padding: token.paddingLG,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </div>
  );
}

/** antd's level-3 title (Typography.Title, whose copy and ellipsis code the page does not need). */
function titleStyle(token: Token): CSSProperties {
  return {
    margin: '0 0 0.5em',
    textAlign: 'center',
    // antd's, as Typography's: the page itself sets none, and the browser's default is a serif one.
    fontFamily: token.fontFamily,
    color: token.colorTextHeading,
    fontSize: token.fontSizeHeading3,
    lineHeight: token.lineHeightHeading3,
    fontWeight: token.fontWeightStrong,
  };
}

/** The Chinese login page of spec section 2 (user-login). */
export default function LoginPage() {
  const { runtimeConfig } = useServices();
  const { token } = theme.useToken();
  const session = useSessionActor();
  const appName = useAppName();
  const message = useSession((s) => (s.matches('signedOut') ? s.context.message : ''));
  const busy = useSession(
    (s) => s.matches({ signedOut: 'loggingIn' }) || s.matches({ signedOut: 'redirecting' }),
  );
  const modes = runtimeConfig.loginModes;
  // index.html's outline of this page (public/app-config-early.js) gives way to it.
  useLayoutEffect(startingFrameDone, []);
  return (
    <div className="login-page">
      <LoginPanel>
        <h3 style={titleStyle(token)}>{appName}</h3>
        {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
        {modes.includes('password') && (
          <LoginForm
            busy={busy}
            onSubmit={(values) => session.send({ type: 'LOGIN', ...values })}
          />
        )}
        {modes.includes('password') && modes.includes('oidc') && <Divider plain>或</Divider>}
        {modes.includes('oidc') && (
          <Button block disabled={busy} onClick={() => session.send({ type: 'LOGIN_REDIRECT' })}>
            统一身份认证登录
          </Button>
        )}
      </LoginPanel>
    </div>
  );
}
