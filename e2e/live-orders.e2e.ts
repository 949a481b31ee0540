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
import { ADMIN, cashOrderBody, type ApiProduct, type Session } from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

/**
 * Issue 13, live orders. This file runs its OWN server with TEST_CLOCK_ROUTES=1, so a late
 * delivery can happen without waiting 20 minutes (the server's clock moves forward by the test
 * route; the page's clock by Playwright's), and the shared run's demo state stays untouched.
 */
let server: IsolatedServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await isolatedServer('live');
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

let residents = 0;
async function newResident(): Promise<Session> {
  const n = (Date.now() % 100_000) * 10 + (residents += 1);
  const response = await fetch(url('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Sofía Vargas',
      email: `sofia${n}@prueba.co`,
      cedula: String(60_000_000 + n),
      telefono: String(3_170_000_000 + n),
      torre: 3,
      piso: 7,
      apartamento: '703',
      privacy_accepted: true,
      marketing_accepted: false,
    }),
  });
  if (response.status !== 201) throw new Error(`register → ${response.status}`);
  return (await response.json()) as Session;
}

const admin = (): Promise<Session> => demoAdminSession(server.baseUrl, ADMIN);

async function plainProduct(): Promise<ApiProduct> {
  const products = (await (await fetch(url('/productos-con-descuentos'))).json()) as ApiProduct[];
  const product = products.find(
    (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 6_000 && p.precio < 15_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return product;
}

async function residentPage(
  resident: Session,
  options: { clockAt?: Date; colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const { clockAt, colorScheme } = options;
  const { context, page } = await newPhonePage(browser, { colorScheme });
  contexts.push(context);
  if (clockAt) await page.clock.install({ time: clockAt });
  watchEventStream(page);
  await openOrigin(page, server.baseUrl);
  await page.evaluate(
    ({ session, popupKey, today }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('carrito', '[]');
      localStorage.setItem(popupKey, JSON.stringify(today));
    },
    {
      session: resident,
      popupKey: popupStorageKey(resident.user.id),
      today: bogotaDayKey(new Date()),
    },
  );
  return page;
}

const deliver = async (id: number) =>
  api<{ puntos_compensacion: number }>(
    'PUT',
    `/api/admin/pedidos/${id}/estado`,
    (await admin()).token,
    {
      estado: 'entregado',
    },
  );

describe('live orders at 390×844', () => {
  it('places an order at the gatehouse; "En camino" and delivered reach the tracker and the history without a reload', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const page = await residentPage(resident);
    const { problems } = watchPageProblems(page);
    await page.goto(url('/app'));
    await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);

    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    await page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` }).click();
    await page.getByRole('button', { name: 'Carrito, 1 producto' }).click();
    await page
      .getByRole('dialog', { name: 'Tu carrito' })
      .getByRole('button', { name: 'Pagar en efectivo' })
      .click();
    const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
    await delivery.waitFor();
    expect(await delivery.getByRole('radio', { name: 'Subir al apartamento' }).isChecked()).toBe(
      true,
    );
    await delivery.getByRole('radio', { name: 'Dejar en portería' }).check();
    await delivery.getByLabel(/Quién lo recibe/).fill('Portero Luis');
    await screenshot(page, 'live-entrega-porteria');
    expect(await axeViolations(page)).toEqual([]);
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor(WAIT);
    const code = (await placed.getByText(/^SUP-\d{3,}$/).innerText()).trim();
    await page.keyboard.press('Escape');
    await placed.waitFor({ state: 'hidden' });

    const tracker = page.getByRole('region', { name: `Tu pedido ${code}` });
    await tracker.waitFor(WAIT);
    const state = tracker.getByTestId('tracker-state');
    expect(await state.innerText()).toBe('Recibido');
    expect(await tracker.innerText()).toMatch(/Lo pediste hace 0 min · Llega en unos 20 min/);
    const [order] = await api<Array<{ id: number; entrega_modo: string; recibe: string | null }>>(
      'GET',
      '/orders',
      resident.token,
    );
    expect(order).toMatchObject({ entrega_modo: 'porteria', recibe: 'Portero Luis' });
    await screenshot(page, 'live-tracker-recibido');
    expect(await axeViolations(page)).toEqual([]);
    // At 320 px the tracker still fits (no sideways scrolling), then back to the phone.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await tracker.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
      320,
    );
    await screenshot(page, 'live-tracker-320');
    await page.setViewportSize({ width: 390, height: 844 });
    // Keyboard: the tracker's link is reachable and says where it goes.
    await tracker.getByRole('link', { name: 'Ver mis pedidos' }).focus();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ver mis pedidos');

    // The history, open in a second tab of the same resident.
    const history = await page.context().newPage();
    watchEventStream(history);
    const historyProblems = watchPageProblems(history).problems;
    await history.goto(url('/historial'));
    const card = history
      .getByRole('list', { name: 'Tus pedidos' })
      .getByRole('button', { name: new RegExp(code) });
    await card.waitFor(WAIT);
    expect(await card.innerText()).toContain('Recibido');
    // Both pages have opened their streams (they start after the page settles).
    await Promise.all([eventStreamOpen(page), eventStreamOpen(history)]);

    // The administrator, on the delivery board at 390×844, sends it on its way.
    const board = await residentPage(await admin());
    await board.goto(url('/admin/entregas'));
    const adminCard = board.getByRole('article', { name: code });
    await adminCard.waitFor(WAIT);
    expect(await adminCard.innerText()).toContain('Dejar en portería (recibe Portero Luis)');
    await screenshot(board, 'live-admin-tarjeta-porteria');
    expect(await axeViolations(board)).toEqual([]);
    await adminCard.getByRole('button', { name: `En camino ${code}` }).click();
    await adminCard.getByText('En camino', { exact: true }).first().waitFor(PUSHED);
    expect(await adminCard.getByRole('button', { name: `En camino ${code}` }).count()).toBe(0);
    await tracker.getByText('En camino', { exact: true }).first().waitFor(PUSHED);
    expect(await state.innerText()).toBe('En camino');
    await history.waitForFunction(
      (c) =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent?.includes(c) && b.textContent.includes('En camino'),
        ),
      code,
      PUSHED,
    );
    await screenshot(page, 'live-tracker-en-camino');
    expect(await axeViolations(page)).toEqual([]);

    await deliver(order!.id);
    await state.filter({ hasText: 'Entregado' }).waitFor(PUSHED);
    expect(await tracker.innerText()).not.toContain('Llegamos tarde');
    await card.filter({ hasText: 'Entregado' }).waitFor(PUSHED);
    await card.click();
    const detail = history.getByRole('dialog', { name: `Pedido ${code}` });
    expect(await detail.innerText()).toContain('Dejar en portería (recibe Portero Luis)');
    await screenshot(history, 'live-historial-entregado');
    expect(await axeViolations(history)).toEqual([]);
    await screenshot(page, 'live-tracker-entregado');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    expect(historyProblems).toEqual([]);
  });

  it('with a fake clock, a late delivery reads "un poco demorado" and then the 50-point compensation (dark)', async () => {
    const resident = await newResident();
    const product = await plainProduct();
    const placed = await api<{ pedidoId: number; codigo: string }>(
      'POST',
      '/orders',
      resident.token,
      cashOrderBody(product),
    );
    // In dark mode, so the tracker's states are checked there too.
    const page = await residentPage(resident, { clockAt: new Date(), colorScheme: 'dark' });
    const { problems } = watchPageProblems(page);
    await page.goto(url('/app'));
    const tracker = page.getByRole('region', { name: `Tu pedido ${placed.codigo}` });
    await tracker.waitFor(WAIT);
    expect(await tracker.innerText()).toContain('Llega en unos 20 min');

    // 25 minutes later, for the page and for the server.
    await page.clock.fastForward('25:00');
    await tracker.getByText(/Va un poco demorado/).waitFor(WAIT);
    expect(await tracker.innerText()).toMatch(/Lo pediste hace 2[45] min/);
    await screenshot(page, 'live-tracker-demorado');
    expect(await axeViolations(page)).toEqual([]);
    await api('POST', '/api/test/reloj', undefined, { avanzar_minutos: 25 });
    await eventStreamOpen(page);
    const answer = await deliver(placed.pedidoId);
    expect(answer.puntos_compensacion).toBe(50);

    await tracker.getByText('Llegamos tarde: te abonamos 50 puntos').waitFor(PUSHED);
    expect(await tracker.getByTestId('tracker-state').innerText()).toBe('Entregado');
    await screenshot(page, 'live-tracker-compensacion');
    expect(await axeViolations(page)).toEqual([]);
    // Under 15.000 the order itself earns nothing: the balance is the compensation alone.
    const balance = await api<{ puntos_disponibles: number }>(
      'GET',
      '/api/puntos/mi-saldo',
      resident.token,
    );
    expect(balance.puntos_disponibles).toBe(50);

    await tracker.getByRole('link', { name: 'Ver mis pedidos' }).click();
    const card = page
      .getByRole('list', { name: 'Tus pedidos' })
      .getByRole('button', { name: new RegExp(placed.codigo) });
    await card.waitFor(WAIT);
    expect(await card.innerText()).toContain('Llegamos tarde: te abonamos 50 puntos');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
