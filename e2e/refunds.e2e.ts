import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashRoundingFor } from '../domain/money';
import { shippingFor } from '../domain/shipping';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { ADMIN, catalogue, login, newResident, signIn, type Session } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 22: on a freshly loaded /historial (no toast raised before, so no toaster mounted yet),
 * cancelling an order announces its result, the success and the refusal alike.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const WAIT = stepWait(15_000);

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(urlOf(path), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A cash order of one plain product, placed through the API; its code. */
async function cashOrder(resident: Session): Promise<{ id: number; codigo: string }> {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 6_000 && p.precio < 15_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  const subtotal = product.precio;
  const envio = shippingFor(subtotal, 'efectivo');
  const answer = await api<{ pedidoId: number; codigo: string }>(
    'POST',
    '/orders',
    resident.token,
    {
      productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
      paquetes: [],
      subtotal,
      costo_envio: envio,
      total: cashRoundingFor(subtotal + envio).total,
      descuento_monto: 0,
      descuento_porcentaje: 0,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
    },
  );
  return { id: answer.pedidoId, codigo: answer.codigo };
}

async function freshHistory(resident: Session): Promise<Page> {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  await signIn(page, resident);
  // The live stream stays off: this test is about the cancel's own answer.
  await page.route('**/api/eventos', (route) => route.abort());
  await page.goto(urlOf('/historial'));
  return page;
}

async function askToCancel(page: Page, codigo: string) {
  await page
    .getByRole('list', { name: 'Tus pedidos' })
    .getByRole('button', { name: new RegExp(`^${codigo}`) })
    .click(WAIT);
  const sheet = page.getByRole('dialog', { name: `Pedido ${codigo}` });
  await sheet.getByRole('button', { name: 'Cancelar pedido' }).click();
  return sheet;
}

describe('cancelling from a freshly loaded history (issue 22)', () => {
  it('announces the success and keeps saying it in the sheet', async () => {
    const resident = await newResident();
    const order = await cashOrder(resident);
    const page = await freshHistory(resident);
    const { problems } = watchPageProblems(page);
    const sheet = await askToCancel(page, order.codigo);
    await sheet.getByRole('button', { name: 'Sí, cancelar' }).click();
    const message = 'Pedido cancelado. Los productos vuelven a la tienda.';
    // The toast is seen; the sheet's own status is what a screen reader hears while it is open
    // (the modal hides the rest of the page from assistive technology).
    await page.locator('[data-sonner-toaster]').getByText(message).waitFor(WAIT);
    await sheet.getByRole('status').filter({ hasText: message }).waitFor(WAIT);
    expect(await sheet.innerText()).not.toMatch(/código|puntos|stock/);
    expect(problems).toEqual([]);
  });

  it('announces the refusal once the order is on its way', async () => {
    const resident = await newResident();
    const order = await cashOrder(resident);
    const page = await freshHistory(resident);
    const sheet = await askToCancel(page, order.codigo);
    const admin = await login(ADMIN);
    await api('PUT', `/api/admin/pedidos/${order.id}/etapa`, admin.token, { etapa: 'en_camino' });
    await sheet.getByRole('button', { name: 'Sí, cancelar' }).click();
    const refusal = /Tu pedido ya va en camino y no se puede cancelar/;
    await page.locator('[data-sonner-toaster]').getByText(refusal).waitFor(WAIT);
    await sheet.getByRole('alert').filter({ hasText: refusal }).waitFor(WAIT);
  });
});
