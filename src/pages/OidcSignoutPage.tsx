// /oidc-signout: the identity server signed the user out; the session ends with the timeout warning.
import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, useSessionActor } from '../session/SessionProvider';

/** Ends the session after an identity-server sign-out (spec section 4). */
export default function OidcSignoutPage() {
  const session = useSessionActor();
  const signedOut = useSession((s) => s.matches('signedOut'));
  useEffect(() => {
    if (!session.getSnapshot().matches('signedOut')) session.send({ type: 'SESSION_EXPIRED' });
  }, [session]);
  return signedOut ? <Navigate to="/user/login" replace /> : <Spin />;
}
