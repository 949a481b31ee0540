import type { SchedulingSettings, ShopSettings } from '../../../domain/settings';
import type { TestApp } from '../../test/app';
import type { Customer } from '../orders/orders.fixtures';

/** Test-only helpers of scheduled delivery (issue 45). */

/** An instant written in Bogotá time: '2026-12-07 23:10' is 2026-12-08T04:10Z. */
export const bogota = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);

/** Saves "Ajustes" with these scheduling settings over the current ones. */
export async function saveScheduling(t: TestApp, admin: Customer, programacion: Partial<SchedulingSettings>) {
  const headers = { authorization: admin.authorization };
  const current = await t.app.inject({ method: 'GET', url: '/api/admin/ajustes', headers });
  const ajustes = (current.json() as { ajustes: ShopSettings }).ajustes;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/ajustes',
    headers,
    payload: { ...ajustes, programacion: { ...ajustes.programacion, ...programacion } },
  });
  if (saved.statusCode !== 200) throw new Error(`settings not saved: ${saved.body}`);
}

export function changeSlot(t: TestApp, who: Customer, orderId: number, inicio: Date | string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/pedidos/${orderId}/franja`,
    payload: { inicio: typeof inicio === 'string' ? inicio : inicio.toISOString() },
    headers: { authorization: who.authorization },
  });
}

export function cancelOwn(t: TestApp, who: Customer, orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${orderId}/cancelar`,
    headers: { authorization: who.authorization },
  });
}
