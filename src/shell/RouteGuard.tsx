// The guard of spec section 2: without an access token, any route but the public ones (login,
// callbacks, 403/404, clear) goes to the login page.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

/** Shows its children only to a signed-in user. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const hasToken = useSession((s) => s.context.token !== null);
  if (hasToken) return children;
  return <Navigate to="/user/login" replace />;
}
