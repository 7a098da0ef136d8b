import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useAuthStore } from '../auth-store';
import { loginRedirectState } from '../redirect';

/** Wraps the signed-in routes: 'Loading...' while the session resolves, /login without one. */
export function ProtectedRoute() {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <LoadingStatus />;
  if (status === 'anonymous') {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to="/login" replace state={loginRedirectState(from)} />;
  }
  return <Outlet />;
}
