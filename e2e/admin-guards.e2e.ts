import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder, stockOf } from './admin-helpers';
import {
  axeViolations,
  catalogue,
  newResident,
  unusedGeneralCodes,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

/** Issue 23: no price or stock changed by a slip, each guard driven in the real app on a phone. */
type Product = ApiProduct & { codigo: string; categoria: string };

let browser: Browser;
let products: Product[];
let resident: Session;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  resident = await newResident();
  // From the end of the catalogue: the other admin journeys take theirs from the start.
  products = ((await catalogue()) as Product[])
    .filter((p) => p.stock > 20 && p.precio >= 2000 && !p.descuento_activo)
    .reverse();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function admin(
  path: string,
  viewport = PHONE_VIEWPORT,
): Promise<{ page: Page; token: string; problems: string[] }> {
  const opened = await adminPage(browser, viewport);
  contexts.push(opened.context);
  const { problems } = watchPageProblems(opened.page);
  await open(opened.page, path);
  await opened.page
    .getByRole('heading', { level: 2 })
    .first()
    .waitFor({ timeout: stepMs(15_000) });
  return { page: opened.page, token: opened.admin.token, problems };
}

/** What the inventory answers besides the refusals these journeys provoke on purpose. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/HTTP 409|409 \(Conflict\)/.test(p));

/** A cash order of one product through the API, big enough for the cash minimum. */
const sellSome = (product: Product) =>
  placeCashOrder(resident, product, Math.ceil(5_000 / product.precio));

async function findInInventory(page: Page, product: Product) {
  await page
    .getByRole('searchbox', { name: 'Buscar producto por nombre o código' })
    .fill(product.codigo);
  await page
    .getByText(product.nombre, { exact: true })
    .first()
    .waitFor({ timeout: stepMs(10_000) });
}

describe('guards against slips in the admin', () => {
  it('refuses a typed stock on the list after a sale and shows the new figure', async () => {
    const product = products[0]!;
    const { page, problems } = await admin('/admin/inventario');
    await findInInventory(page, product);
    const units = page.getByLabel(`Unidades de ${product.nombre}`);
    await units.fill('25');
    await sellSome(product);
    const now = await stockOf(product.id);
    await units.press('Enter');
    await page
      .getByText(`El stock cambió a ${now} mientras editabas.`)
      .first()
      .waitFor({ timeout: stepMs(10_000) });
    expect(await units.inputValue()).toBe(String(now));
    expect(await stockOf(product.id)).toBe(now);
    expect(unexpected(problems)).toEqual([]);
  });

  it('refuses a stale stock in the product form, then asks before an unusual price', async () => {
    const product = products[1]!;
    const { page, token, problems } = await admin('/admin/inventario');
    onTestFinished(() =>
      apiCall('PUT', `/productos/${product.id}`, token, {
        precio: product.precio,
        confirmar_precio: true,
      }),
    );
    await findInInventory(page, product);
    await page.getByRole('button', { name: `Editar ${product.nombre}` }).click();
    const form = page.getByRole('dialog', { name: `Editar ${product.nombre}` });
    await form.getByLabel('Stock').fill('30');
    await sellSome(product);
    const now = await stockOf(product.id);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form
      .getByText(`El stock cambió a ${now} mientras editabas.`)
      .waitFor({ timeout: stepMs(10_000) });
    expect(await form.getByLabel('Stock').inputValue()).toBe(String(now));
    expect(await stockOf(product.id)).toBe(now);
    await form.getByLabel('Stock').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-producto-stock-cambio-phone');

    const prices = ((await catalogue()) as Product[])
      .filter((p) => p.categoria === product.categoria && p.id !== product.id)
      .map((p) => p.precio)
      .sort((a, b) => a - b);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    const slip = Math.min(2_000_000, Math.ceil((prices[prices.length - 1]! * 10) / 100) * 100);
    await form.getByLabel('Precio (COP)').fill(String(slip));
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    const question = page.getByRole('dialog', { name: '¿Guardar este precio?' });
    await question
      .getByText(
        new RegExp(`^¿Seguro\\? .+ es muy alto para ${product.categoria} \\(suele estar entre`),
      )
      .waitFor({ timeout: stepMs(10_000) });
    await screenshot(page, 'admin-precio-inusual-phone');
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Volver' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await catalogue()).find((p) => p.id === product.id)?.precio).toBe(product.precio);

    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await question.getByRole('button', { name: 'Sí, guardar precio' }).click();
    await form.waitFor({ state: 'detached', timeout: stepMs(10_000) });
    // The public catalogue is a cache the save invalidates through NOTIFY: read until it has it.
    await expect
      .poll(async () => (await catalogue()).find((p) => p.id === product.id)?.precio, {
        timeout: stepMs(5_000),
      })
      .toBe(slip);
    expect(unexpected(problems)).toEqual([]);
  });

  it('applies a suggested price only after a confirmation, and undoes it from the toast', async () => {
    const product = products[2]!;
    const { page, token, problems } = await admin('/admin/margenes');
    const cost = Math.round(product.precio * 0.5);
    await apiCall('PUT', `/api/admin/productos/${product.id}/costo`, token, {
      costo_compra: cost,
      margen_objetivo: 25,
    });
    onTestFinished(() =>
      apiCall('PUT', `/productos/${product.id}`, token, {
        precio: product.precio,
        confirmar_precio: true,
      }),
    );
    // The list was read before the cost existed: read it again.
    await open(page, '/admin/margenes');
    await page.getByLabel('Buscar producto').fill(product.nombre);
    await page
      .getByRole('button', { name: new RegExp(`^Aplicar precio sugerido .+ a ${product.nombre}$`) })
      .click();
    const confirm = page.getByRole('dialog', {
      name: `¿Aplicar el precio sugerido a ${product.nombre}?`,
    });
    await confirm.getByText('Precio actual').waitFor({ timeout: stepMs(10_000) });
    const shown = (await confirm.textContent()) ?? '';
    expect(shown).toContain(product.precio.toLocaleString('es-CO'));
    expect((await catalogue()).find((p) => p.id === product.id)?.precio).toBe(product.precio);
    await confirm.getByRole('button', { name: 'Sí, aplicar precio' }).click();
    await confirm.waitFor({ state: 'detached', timeout: stepMs(10_000) });
    const applied = (await catalogue()).find((p) => p.id === product.id)?.precio;
    expect(applied).not.toBe(product.precio);
    expect(applied! % 50).toBe(0);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect
      .poll(async () => (await catalogue()).find((p) => p.id === product.id)?.precio, {
        timeout: stepMs(10_000),
      })
      .toBe(product.precio);
    expect(problems).toEqual([]);
  });

  it('gives each emptied generator field its message and generates nothing', async () => {
    // The narrowest phone the issue names.
    const { page, token, problems } = await admin('/admin/promociones', {
      width: 360,
      height: 740,
    });
    const before = await apiCall<{ total: number }>(
      'GET',
      '/api/admin/codigos-promocionales/stats',
      token,
    );
    await page.getByLabel('Cantidad').fill('');
    await page.getByLabel('Descuento (%)').fill('');
    await page.getByRole('button', { name: 'Generar códigos' }).click();
    await page.getByText('Escribe cuántos códigos generar (entre 1 y 1.000)').waitFor();
    await page.getByText('Escribe el porcentaje de descuento (entre 1 y 90)').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'admin-generador-vacio-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Cantidad').fill('1');
    await page.getByLabel('Descuento (%)').fill('10');
    await page.getByRole('button', { name: 'Generar códigos' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Generar códigos?' });
    await confirm.getByText(/^Se generará 1 código de 10\s% de tipo Bienvenida/).waitFor();
    await confirm.getByRole('button', { name: 'Volver' }).click();
    const after = await apiCall<{ total: number }>(
      'GET',
      '/api/admin/codigos-promocionales/stats',
      token,
    );
    expect(after.total).toBe(before.total);

    // A resident spends a code: the list says who and links to the order. A resident of its own:
    // the file's resident may already hold the three pending cash orders the shop allows when
    // this test runs again after a failed first try (ORDER_LIMIT in a loaded run, issue 42).
    const buyer = await newResident();
    const product = products[3]!;
    // The oldest unused code: the store journeys sharing this server take the newest ones.
    const code = (await unusedGeneralCodes()).at(-1);
    const order = await apiCall<{ pedidoId: number; codigo: string }>(
      'POST',
      '/orders',
      buyer.token,
      {
        productos: [
          {
            id: product.id,
            nombre: product.nombre,
            precio: product.precio,
            cantidad: Math.ceil(8_000 / product.precio),
          },
        ],
        metodo_pago: 'efectivo',
        codigo_promocional: code,
      },
      { 'Idempotency-Key': `e2e-guards-${Date.now()}` },
    );
    await page.getByLabel('Mostrar').selectOption('usados');
    const link = page.getByRole('link', { name: `Pedido ${order.codigo}` });
    await link.waitFor({ timeout: stepMs(10_000) });
    await page
      .getByText(new RegExp(`^${buyer.user.nombre} · Torre \\d, apto`))
      .first()
      .waitFor();
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-codigos-usados-360');
    await link.click();
    await page
      .getByRole('dialog', { name: `Pedido ${order.codigo}` })
      .waitFor({ timeout: stepMs(10_000) });
    expect(problems).toEqual([]);
  });
});
