// /oidc-callback: hands the identity server's answer to the session machine, which stores the token
// and opens the wanted page.
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSession, useSessionActor } from '../session/SessionProvider';

/** Completes the identity-server login. */
export default function OidcCallbackPage() {
  const session = useSessionActor();
  const failed = useSession((s) => s.matches({ signedOut: 'idle' }) && s.context.message !== '');
  const message = useSession((s) => s.context.message);
  useEffect(() => {
    if (session.getSnapshot().matches({ signedOut: 'idle' }))
      session.send({ type: 'OIDC_CALLBACK' });
  }, [session]);
  if (failed) {
    return (
      <Result
        status="warning"
        title="统一身份认证登录失败"
        subTitle={message}
        extra={
          <Link to="/user/login">
            <Button type="primary">返回登录</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className="center-page">
      <Spin tip="正在登录..." size="large">
        <div style={{ padding: 48 }} />
      </Spin>
    </div>
  );
}
