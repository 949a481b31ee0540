import { eq } from 'drizzle-orm';
import { cashRoundingFor } from '../../../domain/money';
import type { OrderLimits, ShopSettings } from '../../../domain/settings';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, products, promoCodes } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createUser, type Product } from '../../test/factories';
import { staffMember } from '../../test/staff';

/** Test-only helpers for the orders tests: sessions, order bodies and database reads. */

export interface Customer {
  userId: number;
  authorization: string;
}

/** A resident created directly in the database and logged in through the API. */
export async function customer(
  t: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Customer> {
  const user = await createUser(t.database.db, overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: user.email, cedula: user.cedula, telefono: user.telefono },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { userId: user.id, authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

/** An administrator signed in with a second factor (issue 39), as the panel's owner is. */
export async function administrator(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<Customer> {
  const { userId, authorization } = await staffMember(t, 'admin', overrides);
  return { userId, authorization };
}

type Line = { product: Product; cantidad: number; precio?: number };

/** A cash order body as the store sends it, priced like the browser would (no code, no canje). */
export function cashBody(lines: Line[], overrides: Record<string, unknown> = {}) {
  const unit = (l: Line) => l.precio ?? effective(l.product);
  const subtotal = lines.reduce((acc, l) => acc + unit(l) * l.cantidad, 0);
  const envio = subtotal >= 15_000 ? 0 : 2_000;
  return {
    productos: lines.map((l) => ({
      id: l.product.id,
      nombre: l.product.nombre,
      precio: unit(l),
      cantidad: l.cantidad,
    })),
    paquetes: [],
    subtotal,
    costo_envio: envio,
    // Cash totals are rounded down to a multiple of $50 (DESIGN §5), as the store sends them.
    total: cashRoundingFor(subtotal + envio).total,
    descuento_monto: 0,
    descuento_porcentaje: 0,
    metodo_pago: 'EFECTIVO',
    estado_pago: 'PENDIENTE_EFECTIVO',
    ...overrides,
  };
}

function effective(p: Product): number {
  return p.descuento_activo && p.descuento_porcentaje > 0
    ? Math.round((p.precio * (100 - p.descuento_porcentaje)) / 100)
    : p.precio;
}

export function placeOrder(
  t: TestApp,
  who: Customer | undefined,
  body: object,
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/orders',
    payload: body,
    headers: {
      ...(who ? { authorization: who.authorization } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

export function setState(
  t: TestApp,
  who: Customer,
  orderId: number,
  estado: string,
  method: 'PUT' | 'PATCH' = 'PUT',
) {
  return t.app.inject({
    method,
    url: `/api/admin/pedidos/${orderId}/estado`,
    payload: { estado },
    headers: { authorization: who.authorization },
  });
}

export async function stockOf(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function ordersOf(db: DbOrTx, userId: number) {
  return db.select().from(orders).where(eq(orders.user_id, userId)).orderBy(orders.id);
}

export async function linesOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(orderLines.id);
}

export async function promoRow(db: DbOrTx, codigo: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.codigo, codigo));
  return row!;
}

/**
 * Saves "Ajustes" with these order ceilings over the current settings (issue 46), for a test
 * that places more pending cash orders for one resident than the defaults allow.
 */
export async function saveOrderLimits(t: TestApp, admin: Customer, limites: Partial<OrderLimits>) {
  const headers = { authorization: admin.authorization };
  const current = await t.app.inject({ method: 'GET', url: '/api/admin/ajustes', headers });
  const ajustes = (current.json() as { ajustes: ShopSettings }).ajustes;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/ajustes',
    headers,
    payload: { ...ajustes, limites: { ...ajustes.limites, ...limites } },
  });
  if (saved.statusCode !== 200) throw new Error(`settings not saved: ${saved.body}`);
}
