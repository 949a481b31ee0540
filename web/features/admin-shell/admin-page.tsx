import { lazy, Suspense } from 'react';
import { AdminGuard } from '../admin/admin-guard';

// The panel's shell loads only past the guard, so the store's entry chunk does not carry the
// list of the panel's files to preload (only this small page's).
const AdminRoot = lazy(() => import('./admin-root').then((m) => ({ default: m.AdminRoot })));

/** /admin/*: the panel behind its guard. */
export function AdminPage() {
  return (
    <AdminGuard>
      <Suspense fallback={null}>
        <AdminRoot />
      </Suspense>
    </AdminGuard>
  );
}
