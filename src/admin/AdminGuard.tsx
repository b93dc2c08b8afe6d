// The teacher area's guard (spec section 6): signed in, and holding a permission whose name carries
// the admin marker; trainees go to the 403 page. Waits for the permissions before deciding.
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { holdsAdminPermission } from '../machines/session';
import { useSession } from '../session/SessionProvider';

/** Shows its children to a teacher only. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.context.token !== null);
  const ready = useSession((s) => s.matches({ authenticated: 'ready' }));
  const isAdmin = useSession((s) => holdsAdminPermission(s.context.permissions));
  if (!signedIn) return <Navigate to="/user/login" replace />;
  if (!ready) {
    return (
      <div className="center-page">
        <Spin size="large" />
      </div>
    );
  }
  return isAdmin ? children : <Navigate to="/temp-page" replace />;
}
