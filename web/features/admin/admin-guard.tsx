import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../../domain/routes';
import { useSession } from '../../app/session';
import { AccessDenied } from './access-denied';

/**
 * The /admin guard (payments-and-admin §2): no session (or a corrupt saved one, which the session
 * restore clears) goes to the login at /, which returns here after logging in; a customer sees
 * Access Denied; an administrator sees the panel. The server checks the role again on every call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  // The provider renders nothing while the session loads, so this is how the page was reached.
  const [arrivedSignedOut] = useState(() => status !== 'signed-in');
  if (status !== 'signed-in' || !user) {
    // A visitor gets the login, which comes back here afterwards (issue 15); a session that
    // ended here (logout, "Cambiar de usuario") just goes home.
    const to = arrivedSignedOut ? loginPathFor(`${pathname}${search}`) : '/';
    return <Navigate replace to={to} />;
  }
  if (user.rol !== 'admin') return <AccessDenied />;
  return children;
}
