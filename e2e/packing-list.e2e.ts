import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { adminPage, apiCall, placeCashOrder, openBoardFilters } from './admin-helpers';
import { axeViolations, catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 24, packing what was ordered: a package order shows the package's products on the board
 * card and in the detail; its "Lista de alistamiento" lists every product with package quantity ×
 * component quantity, keeps the packer's ticks over a reload, says "Todo listo" when all are
 * ticked, prints alone and shares the list on WhatsApp. Phone (390 and 360 px wide), keyboard, axe.
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

const WAIT = stepWait(10_000);

interface PublicPackage {
  id: number;
  nombre: string;
  precio_paquete: number;
  stock_paquetes_disponibles: number;
  productos_incluidos: { producto_id: number; nombre: string; cantidad: number }[];
}

/** A demo package with at least two products that can be built twice. */
async function demoPackage(): Promise<PublicPackage> {
  const { paquetes: list } = (await (await fetch(urlOf('/paquetes'))).json()) as {
    paquetes: PublicPackage[];
  };
  const found = list.find(
    (p) => p.stock_paquetes_disponibles >= 2 && p.productos_incluidos.length >= 2,
  );
  if (!found) throw new Error('the demo catalogue has no package with stock');
  return found;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** The order's card, asking for more pages while other runs' pending orders come first. */
async function findCard(page: Page, codigo: string) {
  const card = page.getByRole('article', { name: codigo });
  const more = page.getByRole('button', { name: 'Ver más pedidos' });
  await page.getByRole('article').first().waitFor(WAIT);
  for (let i = 0; i < 20 && (await card.count()) === 0; i += 1) {
    if ((await more.count()) === 0) break;
    await more.click();
    await page.waitForTimeout(300);
  }
  await card.waitFor(WAIT);
  return card;
}

const expectedLines = (pkg: PublicPackage, cantidad: number) =>
  pkg.productos_incluidos.map((c) => `${cantidad * c.cantidad} × ${c.nombre}`);

describe('packing what was ordered', () => {
  it('shows a package’s contents on the card and detail; the packing list ticks, survives a reload, prints and shares', async () => {
    const pkg = await demoPackage();
    const resident = await newResident();
    const placed = await apiCall<{ pedidoId: number; codigo: string }>(
      'POST',
      '/orders',
      resident.token,
      { productos: [], paquetes: [{ id: pkg.id, cantidad: 2 }], metodo_pago: 'efectivo' },
      { 'Idempotency-Key': `e2e-packing-${Date.now()}` },
    );

    const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    // Print is the browser's dialog: count the calls instead.
    await page.addInitScript(() => {
      const w = window as unknown as { prints: number };
      w.prints = 0;
      window.print = () => {
        w.prints += 1;
      };
    });

    // The card, among the pending orders of Torre 4 (the resident's).
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: 'Gestión de entregas' }).waitFor(WAIT);
    await openBoardFilters(page);
    await page
      .getByRole('group', { name: 'Filtrar por torre' })
      .getByRole('button', { name: /^Torre 4/ })
      .click();
    const card = await findCard(page, placed.codigo);
    const onCard = card.getByRole('list', { name: `Contenido de ${pkg.nombre}` });
    for (const c of pkg.productos_incluidos)
      expect(await onCard.innerText()).toContain(`${c.cantidad} × ${c.nombre}`);
    expect(await card.innerText()).toContain('Cada paquete trae:');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'alistamiento-tarjeta-phone');
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // The detail.
    await card.getByRole('button', { name: `Ver detalle de ${placed.codigo}` }).click();
    const detail = page.getByRole('dialog').filter({ hasText: placed.codigo });
    await detail.waitFor(WAIT);
    const inDetail = detail.getByRole('list', { name: `Contenido de ${pkg.nombre}` });
    for (const c of pkg.productos_incluidos)
      expect(await inDetail.innerText()).toContain(`${c.cantidad} × ${c.nombre}`);
    expect(await axeViolations(page)).toEqual([]);

    // The packing list, from the detail.
    await detail.getByRole('link', { name: 'Lista de alistamiento' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lista de alistamiento' }).waitFor(WAIT);
    expect(new URL(page.url()).search).toBe(`?alistar=${placed.pedidoId}`);
    const group = page.getByRole('group', { name: `${pkg.nombre} × 2` });
    await group.waitFor(WAIT);
    const boxes = group.getByRole('checkbox');
    const lines = expectedLines(pkg, 2);
    expect(await boxes.count()).toBe(lines.length);
    for (const line of lines) await group.getByRole('checkbox', { name: line }).waitFor(WAIT);
    await page.getByText(`0 de ${lines.length} listos`).waitFor(WAIT);
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // The WhatsApp link carries the list as text.
    const href = await page
      .getByRole('link', { name: 'Compartir por WhatsApp' })
      .getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href!.slice('https://wa.me/?text='.length));
    expect(text).toContain(`Lista de alistamiento ${placed.codigo}`);
    expect(text).toContain(`${pkg.nombre} × 2:`);
    for (const line of lines) expect(text).toContain(`- ${line}`);

    // Tick the first with the keyboard, the second with a quick tap right after (issue 44: the
    // second tap, while the first was still being written, used to be lost); a reload keeps both.
    let written = 0;
    const bothWritten = new Promise<void>((resolve) => {
      page.on('response', (r) => {
        if (r.request().method() === 'PUT' && r.url().endsWith('/alistamiento') && r.ok()) {
          if (++written === 2) resolve();
        }
      });
    });
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await boxes.nth(1).click();
    await page.getByText(`2 de ${lines.length} listos`).waitFor(WAIT);
    expect(await boxes.nth(0).isChecked()).toBe(true);
    expect(await boxes.nth(1).isChecked()).toBe(true);
    await bothWritten;
    watchEventStream(page);
    await page.reload({ waitUntil: 'load' });
    await group.waitFor(WAIT);
    // The list can be drawn before the shared ticks arrive: it says so and takes no tap meanwhile.
    await page.getByText(`2 de ${lines.length} listos`).waitFor(WAIT);
    expect(await boxes.nth(0).isChecked()).toBe(true);
    expect(await boxes.nth(1).isChecked()).toBe(true);
    expect(await page.getByText('Todo listo', { exact: true }).count()).toBe(0);

    // The packing list is not the board: a new order meanwhile is announced with a toast.
    await eventStreamOpen(page);
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 5_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    const next = await placeCashOrder(resident, product, 1);
    await page.getByText(new RegExp(`Nuevo pedido ${next.codigo}`)).waitFor(WAIT);

    // All ticked: "Todo listo".
    for (let i = 2; i < lines.length; i += 1) await boxes.nth(i).check();
    await page.getByText('Todo listo', { exact: true }).waitFor(WAIT);
    await screenshot(page, 'alistamiento-lista-phone', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Imprimir: window.print, and the printed page is the list alone.
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(
      await page.getByRole('navigation', { name: 'Secciones del panel (móvil)' }).isVisible(),
    ).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await group.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // 360 px wide: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await noSidewaysScroll(page);
    await screenshot(page, 'alistamiento-lista-360');

    // Back to the board.
    await page.getByRole('link', { name: 'Volver a entregas' }).click();
    await page.getByRole('heading', { level: 2, name: 'Gestión de entregas' }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
