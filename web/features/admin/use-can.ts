import { can, type Permission } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';

/**
 * Whether the signed-in staff member's role holds `permission` (domain/permissions.ts): a button
 * the server would refuse is not offered (issue 39). The server still decides.
 */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return can(roleOf(user), permission);
}
