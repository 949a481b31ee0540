import { eq } from 'drizzle-orm';
import type { FaltantePreferencia } from '../../../domain/missing-items/preference';
import { missingItems, orders, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { cashBody, customer, placeOrder, type Customer } from '../orders/orders.fixtures';

/** Test-only helpers for the missing-items tests: a small dairy shelf and the routes' calls. */

let shelves = 0;

/** Each call its own category, so one test's shelf is never proposed in another's. */
export async function dairyShelf(t: TestApp) {
  const db = t.database.db;
  const lacteos = `Lácteos ${++shelves}`;
  const leche = await createProduct(db, { nombre: 'Leche entera 1 L', categoria: lacteos, precio: 5_200, stock: 10 });
  const colanta = await createProduct(db, { nombre: 'Leche Colanta 1 L', categoria: lacteos, precio: 5_000, stock: 5 });
  const deslactosada = await createProduct(db, { nombre: 'Leche deslactosada 1 L', categoria: lacteos, precio: 5_900, stock: 5 });
  const pan = await createProduct(db, { nombre: 'Pan tajado 600 g', categoria: 'Panadería', precio: 8_000, stock: 10 });
  return { leche, colanta, deslactosada, pan };
}

export async function residentWith(t: TestApp, preference: FaltantePreferencia | null): Promise<Customer> {
  const who = await customer(t);
  await t.database.db.update(users).set({ faltantes_preferencia: preference }).where(eq(users.id, who.userId));
  return who;
}

/** A cash order placed through the API; answers its id and lines. */
export async function cashOrder(t: TestApp, who: Customer, lines: Array<{ product: Product; cantidad: number }>) {
  const res = await placeOrder(t, who, cashBody(lines));
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const pedido = res.json().pedido as { id: number; productos: Array<{ linea_id: number; producto_id: number }> };
  return { id: pedido.id, lineOf: (p: Product) => pedido.productos.find((l) => l.producto_id === p.id)!.linea_id };
}

export function markMissing(t: TestApp, admin: Customer, orderId: number, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/pedidos/${orderId}/faltantes`,
    payload: body,
    headers: { authorization: admin.authorization },
  });
}

export function answer(t: TestApp, who: Customer, orderId: number, questionId: number, eleccion: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${orderId}/faltantes/${questionId}`,
    payload: { eleccion },
    headers: { authorization: who.authorization },
  });
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function marksOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(missingItems).where(eq(missingItems.order_id, orderId)).orderBy(missingItems.id);
}
