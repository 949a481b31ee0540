import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCode } from '../domain/orders';
import { adminPage, apiCall, openBoardFilters } from './admin-helpers';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { open, screenshot } from '../testkit/pages';
import { settlePayment } from '../testkit/payments';
import { axeViolations, catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

// Issue 46: while the sandbox takes payments, the owner's panel says plainly that nothing is
// charged (one line on a phone, the board still on the first screen) and marks the orders the
// sandbox approved with "Prueba". The e2e servers run the sandbox.
let browser: Browser;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);
const NOTICE = 'Pagos de prueba: nada se cobra';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A Nequi order a new resident pays through the sandbox, approved at once; its id. */
async function sandboxPaidOrder(): Promise<number> {
  const resident = await newResident();
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 2_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  const cantidad = Math.ceil(20_000 / product.precio);
  const config = await apiCall<{ aceptacion: Record<string, { acceptance_token: string }> }>(
    'GET',
    '/api/pagos/configuracion',
    resident.token,
  );
  const created = await apiCall<{ transactionId: string }>(
    'POST',
    '/api/crear-pago',
    resident.token,
    {
      metodoPago: 'NEQUI',
      telefono: '3991111111',
      cedula: '1000000002',
      productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
      monto: product.precio * cantidad,
      acceptance_token: config.aceptacion.terminos?.acceptance_token,
      accept_personal_auth: config.aceptacion.datos_personales?.acceptance_token,
    },
    { 'Idempotency-Key': `e2e-sandbox-${Date.now()}` },
  );
  await settlePayment(created.transactionId);
  for (let i = 0; i < 50; i++) {
    const state = await apiCall<{ pedidoId: number | null }>(
      'GET',
      `/api/consultar-pago/${created.transactionId}`,
      resident.token,
    );
    if (state.pedidoId) return state.pedidoId;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the sandbox payment never became an order');
}

async function adminAt(width: number, height: number): Promise<Page> {
  const { context, page } = await adminPage(browser, { width, height });
  contexts.push(context);
  return page;
}

describe('the sandbox notice and the "Prueba" badge (issue 46)', () => {
  it('says on a phone that nothing is charged, in one line above the board, axe clean', async () => {
    const page = await adminAt(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    await open(page, '/admin/entregas');
    const notice = page.locator('summary', { hasText: NOTICE });
    await notice.waitFor(WAIT);
    const heading = page.getByRole('heading', { level: 2, name: 'Gestión de entregas' });
    await heading.waitFor(WAIT);
    const line = await notice.boundingBox();
    expect(line!.height).toBeLessThanOrEqual(48);
    // The board's title and its first controls stay on the first screen.
    expect((await heading.boundingBox())!.y).toBeLessThan(PHONE_VIEWPORT.height / 2);
    await screenshot(page, 'sandbox-notice-390');
    expect(await axeViolations(page)).toEqual([]);

    await notice.click();
    const how = page.getByText(/PAYMENTS_PROVIDER=wompi/);
    await how.waitFor({ state: 'visible', ...WAIT });
    await screenshot(page, 'sandbox-notice-390-open');
    expect(await axeViolations(page)).toEqual([]);

    await open(page, '/admin/inventario');
    await page.locator('summary', { hasText: NOTICE }).waitFor(WAIT);
  });

  it('keeps the notice to one line at 320 px', async () => {
    const page = await adminAt(320, 640);
    await open(page, '/admin/entregas');
    const notice = page.locator('summary', { hasText: NOTICE });
    await notice.waitFor(WAIT);
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(48);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });

  it('marks an order the sandbox approved on the board and in its detail', async () => {
    const id = await sandboxPaidOrder();
    const page = await adminAt(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    await open(page, '/admin/entregas');
    // Newest first under "Todos": the order just paid is on the first page.
    await openBoardFilters(page);
    await page
      .getByRole('group', { name: 'Filtrar por estado' })
      .getByRole('button', { name: /^Todos/ })
      .click();
    const card = page.getByRole('article', { name: new RegExp(`^${orderCode(id)}\\s*Prueba$`) });
    await card.waitFor(WAIT);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'sandbox-badge-390');
    expect(await axeViolations(page, 'main')).toEqual([]);

    await open(page, `/admin/entregas?pedido=${id}`);
    const detail = page.getByRole('dialog', { name: `Pedido ${orderCode(id)}` });
    await detail.waitFor(WAIT);
    await detail.getByText('Pagado con la pasarela de pruebas: no entró dinero').waitFor(WAIT);
    await detail.getByText('Prueba', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'sandbox-badge-390-detail');
    expect(await axeViolations(page)).toEqual([]);
  });
});
