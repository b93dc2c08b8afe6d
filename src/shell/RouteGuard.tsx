// The guard of spec section 2: without an access token, any route but the public ones (login,
// callbacks, 403/404, clear) goes to the login page. Every guarded page it passes or turns away is
// the page the user wants: the session opens it after the next login (a timeout, a 401, or a visit
// while signed out), unless the user logs out on purpose (spec section 4).
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSessionActor } from '../session/SessionProvider';

/** Shows its children only to a signed-in user. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const { pathname, search } = useLocation();
  const hasToken = useSession((s) => s.context.token !== null);
  useEffect(() => {
    session.send({ type: 'WANT_PAGE', page: pathname + search });
  }, [session, pathname, search]);
  if (hasToken) return children;
  return <Navigate to="/user/login" replace />;
}
