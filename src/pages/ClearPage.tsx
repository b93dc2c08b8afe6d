// /clear: forgets everything stored in the browser (a way out of a broken local state), then logs in.
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionActor } from '../session/SessionProvider';

/** Clears local and session storage and goes to the login page. */
export default function ClearPage() {
  const session = useSessionActor();
  useEffect(() => {
    localStorage.clear();
    sessionStorage.clear();
    if (!session.getSnapshot().matches('signedOut')) session.send({ type: 'LOGOUT' });
  }, [session]);
  return <Navigate to="/user/login" replace />;
}
