import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../app/session';
import { AccessDenied } from './access-denied';

/**
 * The /admin guard (payments-and-admin §2): no session (or a corrupt saved one, which the session
 * restore clears) goes to /; a customer sees Access Denied; an administrator sees the panel.
 * The server checks the role again on every admin call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) return <Navigate replace to="/" />;
  if (user.rol !== 'admin') return <AccessDenied />;
  return children;
}
