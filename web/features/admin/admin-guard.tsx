import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../../domain/routes';
import { useSession } from '../../app/session';
import { AccessDenied } from './access-denied';

/**
 * The /admin guard (payments-and-admin §2): no session (or a corrupt saved one, which the session
 * restore clears) goes to the login at /, which returns here after logging in; a customer sees Access Denied; an administrator sees the panel.
 * The server checks the role again on every admin call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  // Signed out: the login, which comes back here once the administrator logs in (issue 15).
  if (status !== 'signed-in' || !user)
    return <Navigate replace to={loginPathFor(`${pathname}${search}`)} />;
  if (user.rol !== 'admin') return <AccessDenied />;
  return children;
}
