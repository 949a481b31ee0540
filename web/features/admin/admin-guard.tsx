import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../../domain/routes';
import { canOpenSection, isStaff, SECTION_PERMISSIONS } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';
import { AccessDenied } from './access-denied';

/**
 * The /admin guard (payments-and-admin §2): no session (or a corrupt saved one, which the session
 * restore clears) goes to the login at /, which returns here after logging in; a customer sees
 * Access Denied; staff see the panel, and Access Denied at a section their role may not open
 * (issue 39, domain/permissions.ts). The server checks the permission again on every call.
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
  const role = roleOf(user);
  if (!isStaff(role)) return <AccessDenied />;
  const section = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  if (section in SECTION_PERMISSIONS && !canOpenSection(role, section)) return <AccessDenied inSection />;
  return children;
}
