import { AdminCaseActions } from './admin-case-actions';
import { CaseThread } from './case-thread';
import { useAdminOrderCases } from './support-api';

/** The order's cases inside the admin's order detail (Entregas), answered right there. */
export function AdminOrderCases({ orderId }: { orderId: number }) {
  const cases = useAdminOrderCases(orderId);
  if (!cases.data || cases.data.length === 0) return null;
  return (
    <section aria-labelledby={`soporte-pedido-${orderId}`} className="mt-4 space-y-3">
      <h3 id={`soporte-pedido-${orderId}`} className="font-semibold">
        Casos de soporte
      </h3>
      {cases.data.map((caso) => (
        <div key={caso.id} className="rounded-xl border-2 border-amber-500 p-3 dark:border-amber-400">
          <CaseThread caso={caso} viewer="tienda" />
          <AdminCaseActions caso={caso} />
        </div>
      ))}
    </section>
  );
}
