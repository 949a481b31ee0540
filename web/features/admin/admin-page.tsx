import { AdminGuard } from './admin-guard';
import { AdminScreen } from './admin-screen';

/** /admin: the panel behind its guard. */
export function AdminPage() {
  return (
    <AdminGuard>
      <AdminScreen />
    </AdminGuard>
  );
}
