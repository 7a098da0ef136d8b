import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useAuthStore } from '../auth-store';
import { signedInTarget } from '../redirect';

/**
 * Wraps /login and /register: a signed-in user goes to the dashboard, or back to the page that
 * sent them to sign in (which is also where a successful sign-in lands).
 */
export function GuestOnlyRoute() {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <LoadingStatus />;
  if (status === 'authenticated') return <Navigate to={signedInTarget(location.state)} replace />;
  return <Outlet />;
}
