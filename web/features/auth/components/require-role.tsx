import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnState } from '../../../lib/return-path';
import { useAuth } from '../api/get-session';
import type { Role } from '../api/types';
import { AccessDenied } from './access-denied';
import { AuthenticatingSkeleton } from './authenticating-skeleton';

/**
 * SPEC 4: loading shows 'Authenticating', signed-out visitors go to /login (and come back here once
 * logged in), other roles see Access Denied. Guards its children, or else the matched child route.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <AuthenticatingSkeleton />;
  if (auth.status === 'unauthenticated') return <Navigate to="/login" replace state={returnState(location)} />;
  if (!roles.includes(auth.user.role)) return <AccessDenied role={auth.user.role} />;
  return children ?? <Outlet />;
}
