import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDayKey, popupStorageKey } from '../domain/dates';
import { axeViolations } from '../testkit/axe';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { isolatedServer, type IsolatedServer } from '../testkit/isolated-servers';
import { openOrigin } from '../testkit/session';
import { demoAdminSession } from '../testkit/staff-login';
import { ADMIN, type ApiProduct, type Session } from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

/**
 * Issue 45, scheduled delivery. This file runs its OWN server: closed now and opening within the
 * hour (SERVICE_HOURS, testkit/isolated-servers.ts), with the test clock, so the scheduled
 * order's preparation time comes by moving the server's clock, not by waiting.
 */
let server: IsolatedServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await isolatedServer('scheduled');
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseUrl).toString();
const WAIT = stepWait(15_000);
/** Pushed, not polled: well under the 15 s polling fallback. */
const PUSHED = { timeout: stepMs(5_000) };
const NBSP = /\u00a0/g;

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newResident(): Promise<Session> {
  const n = (Date.now() % 100_000) * 10 + 1;
  const response = await fetch(url('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Lucía Pardo',
      email: `lucia${n}@prueba.co`,
      cedula: String(70_000_000 + n),
      telefono: String(3_180_000_000 + n),
      torre: 2,
      piso: 4,
      apartamento: '402',
      privacy_accepted: true,
      marketing_accepted: false,
    }),
  });
  if (response.status !== 201) throw new Error(`register → ${response.status}`);
  return (await response.json()) as Session;
}

async function plainProduct(): Promise<ApiProduct> {
  const products = (await (await fetch(url('/productos-con-descuentos'))).json()) as ApiProduct[];
  const product = products.find(
    (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 6_000 && p.precio < 15_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

async function signedInPage(session: Session): Promise<Page> {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  watchEventStream(page);
  await openOrigin(page, server.baseUrl);
  await page.evaluate(
    ({ session, popupKey, today }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('carrito', '[]');
      localStorage.setItem(popupKey, JSON.stringify(today));
    },
    { session, popupKey: popupStorageKey(session.user.id), today: bogotaDayKey(new Date()) },
  );
  return page;
}

interface Slots {
  primera_disponible: { inicio: string; fin: string } | null;
  oferta: string | null;
}

describe('scheduled delivery at 390×844 (issue 45)', () => {
  it('a closed store takes a card-paid order for its first slot; the board holds it under "Programados" and alerts it when due', async () => {
    const slots = await api<Slots>('GET', '/api/franjas');
    expect(slots.primera_disponible).not.toBeNull();
    expect(slots.oferta).toMatch(/^Abrimos a las .* — ¿te lo llevamos entre .* y .*\?$/);
    const resident = await newResident();
    const product = await plainProduct();
    const page = await signedInPage(resident);
    const { problems } = watchPageProblems(page);
    await page.goto(url('/app'));
    await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);

    // Closed, but not a dead end: the banner offers the first slot.
    const banner = page.getByRole('status').filter({ hasText: 'Abrimos a las' });
    await banner.getByRole('button', { name: 'Programar mi pedido' }).waitFor(WAIT);
    expect((await banner.innerText()).replace(NBSP, ' ')).toContain(
      slots.oferta!.replace(NBSP, ' '),
    );
    await screenshot(page, 'programado-tienda-cerrada');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    const add = page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` });
    // Three units: over the minimum of an online payment.
    for (let n = 0; n < 3; n++) await add.click();
    await page.getByRole('button', { name: 'Carrito, 3 productos' }).waitFor();
    await banner.getByRole('button', { name: 'Programar mi pedido' }).click();
    const cart = page.getByRole('dialog', { name: /carrito/i });
    await cart.getByText(/Estamos cerrados: te lo llevamos/).waitFor(WAIT);
    await screenshot(page, 'programado-carrito');
    await cart.getByRole('button', { name: 'Pagar en línea' }).click();

    // The checkout starts on that slot; "lo antes posible" waits for the opening.
    const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
    await delivery.waitFor(WAIT);
    expect(await delivery.getByRole('radio', { name: 'Programar' }).isChecked()).toBe(true);
    expect(await delivery.getByRole('radio', { name: /Lo antes posible/ }).isDisabled()).toBe(true);
    const first = delivery.getByRole('radio', { name: /–/ }).first();
    await first.waitFor(WAIT);
    expect(await first.isChecked()).toBe(true);
    await delivery.getByText('El pago en línea se cobra ahora.').waitFor();
    await screenshot(page, 'programado-franjas');
    expect(await axeViolations(page)).toEqual([]);
    await delivery.getByRole('button', { name: 'Continuar' }).click();

    const modal = page.getByRole('dialog', { name: 'Pago seguro' });
    await modal.waitFor(WAIT);
    await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
    await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    await modal.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
    await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
    const form = modal.getByRole('form', { name: 'Datos de la tarjeta' });
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Mes').fill('12');
    await form.getByLabel('Año').fill('30');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('Nombre del titular').fill('Lucia Pardo');
    await form.getByRole('button', { name: /^Pagar \$/ }).click();
    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(30_000) });
    const orders = await api<
      Array<{
        id: number;
        codigo: string;
        estado_pago: string;
        entrega_programada: { inicio: string; fin: string } | null;
      }>
    >('GET', '/orders', resident.token);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.estado_pago).toBe('APPROVED');
    expect(order.entrega_programada?.inicio).toBe(slots.primera_disponible!.inicio);
    await page.keyboard.press('Escape');

    // The tracker names the slot and offers to change it.
    const tracker = page.getByRole('region', { name: new RegExp(`Tu pedido ${order.codigo}`) });
    await tracker.getByText(/^Programado: /).waitFor(WAIT);
    await tracker.getByRole('button', { name: 'Cambiar hora' }).waitFor();
    await screenshot(page, 'programado-seguimiento');
    expect(await axeViolations(page)).toEqual([]);
    // "Cambiar hora" starts on the order's own slot, marked "Actual" (its place is the order's).
    await tracker.getByRole('button', { name: 'Cambiar hora' }).click();
    const current = tracker.getByRole('radio', { name: /Actual$/ });
    await current.waitFor(WAIT);
    expect(await current.isChecked()).toBe(true);
    expect(await current.isEnabled()).toBe(true);
    await screenshot(page, 'programado-cambiar-hora');
    expect(await axeViolations(page)).toEqual([]);
    await tracker.getByRole('button', { name: 'No cambiar' }).click();

    // The board: under "Programados" by slot, not among the pending cards.
    const admin = await demoAdminSession(server.baseUrl, ADMIN);
    const board = await signedInPage(admin);
    await board.goto(url('/admin/entregas'));
    const lane = board.getByRole('region', { name: /Programados/ });
    const toggle = lane.getByRole('button', { name: /Programados · 1 pedido/ });
    await toggle.waitFor(WAIT);
    await toggle.click();
    await lane.getByRole('button', { name: new RegExp(order.codigo) }).waitFor();
    expect(await board.getByRole('article', { name: order.codigo }).count()).toBe(0);
    // Not pending work yet: the folded filters bar counts no pending order.
    const filters = board.getByRole('button', { name: /^Filtros y avisos/ });
    await expect.poll(() => filters.innerText(), WAIT).toMatch(/Pendientes \(0\) · /);
    await screenshot(board, 'programado-tablero');
    expect(await axeViolations(board)).toEqual([]);

    // Another administrator's page elsewhere in the panel, to see the alert's toast.
    const elsewhere = await signedInPage(admin);
    await elsewhere.goto(url('/admin/inventario'));
    await Promise.all([eventStreamOpen(board), eventStreamOpen(elsewhere)]);

    // Its preparation time comes: the server's clock moves past the slot's start − 20 minutes.
    const lead = (Date.parse(order.entrega_programada!.inicio) - Date.now()) / 60_000;
    await api('POST', '/api/test/reloj', undefined, { avanzar_minutos: Math.ceil(lead - 20) + 1 });
    const card = board.getByRole('article', { name: order.codigo });
    await card.waitFor(PUSHED);
    await lane.waitFor({ state: 'detached', ...PUSHED });
    await expect.poll(() => filters.innerText(), PUSHED).toMatch(/Pendientes \(1\) · /);
    // Its countdown runs to the slot's end (on the browser's clock, which the test does not move),
    // not to the 20-minute promise.
    const left = Number(/Faltan (\d+) min/.exec(await card.innerText())?.[1]);
    const toSlotEnd = (Date.parse(order.entrega_programada!.fin) - Date.now()) / 60_000;
    expect(Math.abs(left - toSlotEnd)).toBeLessThan(2);
    expect(left).toBeGreaterThan(20);
    await board.waitForFunction(() => document.title.startsWith('(1)'), undefined, PUSHED);
    const toast = elsewhere.getByText(new RegExp(`^Pedido programado ${order.codigo}`));
    await toast.waitFor(PUSHED);
    await screenshot(board, 'programado-tablero-pendiente');
    await screenshot(elsewhere, 'programado-aviso');
    expect(problems).toEqual([]);
  });
});
