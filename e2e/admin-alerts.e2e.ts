import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, placeCashOrder } from './admin-helpers';
import { axeViolations, catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 24: a new order is announced in every admin section (badge, sound, toast with "Ver",
 * title count), over the panel's one event stream; the board says "Sin conexión" offline and
 * refuses actions; Manual freezes the list behind "N pedidos nuevos · Mostrar".
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

/** Counts the beeps the page starts (every WebAudio oscillator), before any app code runs. */
const COUNT_BEEPS = () => {
  const counter = window as unknown as { beeps: number };
  counter.beeps = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
    counter.beeps += 1;
    return start.apply(this, args);
  };
};
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

/** The panel's event-stream requests (there must be one connection, not one per screen). */
function countStreams(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/eventos') n += 1;
  });
  return () => n;
}

async function plainProduct() {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 5_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

describe('new orders announced anywhere in the panel', () => {
  it('on Inventario: badge on Entregas, one beep, a toast with Ver, the count in the title; Ver opens the order (phone)', async () => {
    const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    await page.addInitScript(COUNT_BEEPS);
    const streams = countStreams(page);
    const { problems } = watchPageProblems(page);
    watchEventStream(page);
    await page.goto(urlOf('/admin/inventario'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: 'Control de inventario' }).waitFor(WAIT);
    await eventStreamOpen(page);

    const resident = await newResident();
    const placed = await placeCashOrder(resident, await plainProduct(), 1);

    const bar = page.getByRole('navigation', { name: 'Secciones del panel (móvil)' });
    await bar.getByRole('link', { name: /^Entregas, 1 nuevo(,|$)/ }).waitFor(WAIT);
    const toast = page.getByText(new RegExp(`Nuevo pedido ${placed.codigo}`));
    await toast.waitFor(WAIT);
    expect(await page.title()).toBe('(1) Control de inventario · Administración · SuperConjunto');
    await page.waitForFunction(() => (window as unknown as { beeps: number }).beeps >= 1, null, {
      ...WAIT,
      polling: 100,
    });
    expect(await beeps(page)).toBe(1);
    await screenshot(page, 'admin-aviso-inventario-phone');

    // Before the toast's 10 s are up.
    await page.getByRole('button', { name: 'Ver', exact: true }).click(WAIT);
    await page.getByRole('dialog').filter({ hasText: placed.codigo }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/admin/entregas');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    // The board was seen: the new count and the title's count are gone.
    await bar.getByRole('link', { name: /^Entregas(, \d+ atrasados?)?$/ }).waitFor(WAIT);
    expect(await page.title()).toBe('Gestión de entregas · Administración · SuperConjunto');
    // Inventario and the board shared the panel's one connection.
    expect(streams()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the board offline says "Sin conexión" and refuses actions; Manual waits behind "Mostrar"', async () => {
    const { context, page, admin } = await adminPage(browser, { width: 1280, height: 800 });
    contexts.push(context);
    watchEventStream(page);
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    await page.getByText('En vivo', { exact: true }).waitFor(WAIT);
    await eventStreamOpen(page);
    const resident = await newResident();
    const product = await plainProduct();
    const first = await placeCashOrder(resident, product, 1);
    const card = page.getByRole('article', { name: first.codigo });
    await card.waitFor(WAIT);
    expect(await card.innerText()).toMatch(/Faltan (19|20) min/);

    await context.setOffline(true);
    await page.getByText('Sin conexión', { exact: true }).waitFor(WAIT);
    expect(await page.getByText('En vivo', { exact: true }).count()).toBe(0);
    await page
      .getByRole('alert')
      .filter({ hasText: 'los cambios que hagas no se envían' })
      .waitFor(WAIT);
    await card.getByRole('button', { name: `Marcar entregado ${first.codigo}` }).click();
    await page.getByText('Sin conexión: el cambio no se envió.', { exact: false }).waitFor(WAIT);
    await screenshot(page, 'admin-entregas-sin-conexion-desktop');
    await context.setOffline(false);
    const still = await apiCall<{ estado: string }>(
      'GET',
      `/api/admin/pedidos/${first.pedidoId}`,
      admin.token,
    );
    expect(still.estado).toBe('pendiente');

    await page.getByRole('button', { name: 'Manual', exact: true }).click();
    await page.getByText('En vivo', { exact: true }).waitFor(WAIT);
    const second = await placeCashOrder(resident, product, 1);
    const show = page.getByRole('button', { name: '1 pedido nuevo · Mostrar' });
    await show.waitFor(WAIT);
    expect(await page.getByRole('article', { name: second.codigo }).count()).toBe(0);
    await show.click();
    await page.getByRole('article', { name: second.codigo }).waitFor(WAIT);
    expect(await show.count()).toBe(0);
  });
});
