import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder, stockOf, VIEWPORTS } from './admin-helpers';
import { axeViolations, catalogue, newResident, signIn } from './store-helpers';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function plainProduct() {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 5_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

describe('the live delivery board', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows a new order live, delivers it (history shows points) and cancels another (stock back) — ${name}`, async () => {
      const { context, page } = await adminPage(browser, viewport);
      contexts.push(context);
      const { problems } = watchPageProblems(page);
      await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
      await page.getByText('En vivo', { exact: true }).waitFor({ timeout: stepMs(15_000) });

      const resident = await newResident();
      const product = await plainProduct();
      // Enough for points (they need a minimum subtotal).
      const first = await placeCashOrder(resident, product, Math.ceil(30_000 / product.precio));
      // Well under the 15 s refresh: this is the event stream.
      const card = page.getByRole('article', { name: first.codigo });
      await card.waitFor({ timeout: stepMs(4_000) });
      expect(await card.innerText()).toContain('Cobrar en efectivo');
      expect(await page.title()).toMatch(/^\(1\) Gestión de entregas/);
      await screenshot(page, `admin-entregas-nuevo-${name}`);
      expect(await axeViolations(page)).toEqual([]);

      await card.getByRole('button', { name: `Marcar entregado ${first.codigo}` }).click();
      await page
        .getByText(new RegExp(`Pedido ${first.codigo} entregado`))
        .waitFor({ timeout: stepMs(10_000) });
      await card.waitFor({ state: 'detached', timeout: stepMs(10_000) });

      const history = await apiCall<
        { id: number; estado: string; puntos_ganados: number | null }[]
      >('GET', '/orders', resident.token);
      const delivered = history.find((o) => o.id === first.pedidoId);
      expect(delivered?.estado).toBe('entregado');
      expect(delivered?.puntos_ganados).toBeGreaterThan(0);
      const residentContext = await browser.newContext({
        viewport,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
        serviceWorkers: 'block',
      });
      contexts.push(residentContext);
      const residentPage = await residentContext.newPage();
      await signIn(residentPage, resident);
      await residentPage.goto(urlOf('/historial'), { waitUntil: 'networkidle' });
      const row = residentPage
        .getByRole('list', { name: 'Tus pedidos' })
        .getByRole('button', { name: new RegExp(first.codigo) });
      await row.waitFor({ timeout: stepMs(15_000) });
      expect(await row.innerText()).toContain('Entregado');

      const before = await stockOf(product.id);
      const second = await placeCashOrder(resident, product, 2);
      expect(await stockOf(product.id)).toBe(before - 2);
      const other = page.getByRole('article', { name: second.codigo });
      await other.waitFor({ timeout: stepMs(4_000) });
      await other.getByRole('button', { name: `Cancelar ${second.codigo}` }).click();
      const dialog = page.getByRole('dialog', { name: `¿Cancelar el pedido ${second.codigo}?` });
      expect(await dialog.innerText()).toContain('Los productos vuelven al inventario.');
      // Issue 41: the reason the resident will read.
      await dialog.getByRole('radio', { name: 'Se agotó un producto de tu pedido' }).check();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
      const done = page.getByRole('dialog', { name: `Pedido ${second.codigo} cancelado` });
      await done.waitFor({ timeout: stepMs(10_000) });
      await screenshot(page, `admin-entregas-cancelado-${name}`);
      await done.getByRole('button', { name: 'Listo' }).click();
      expect(await stockOf(product.id)).toBe(before);
      expect(problems).toEqual([]);
    });
  }
});
