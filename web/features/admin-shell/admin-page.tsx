import { lazy, Suspense } from 'react';
import { AdminGuard } from '../admin/admin-guard';

// The panel's shell loads only past the guard, so the store's entry chunk does not carry the
// list of the panel's files to preload (only this small page's).
const AdminScreen = lazy(() => import('./admin-screen').then((m) => ({ default: m.AdminScreen })));

/** /admin/*: the panel behind its guard. */
export function AdminPage() {
  return (
    <AdminGuard>
      <Suspense fallback={null}>
        <AdminScreen />
      </Suspense>
    </AdminGuard>
  );
}
