import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { screenshot } from '../testkit/pages';
import { adminPage, openBoardFilters } from './admin-helpers';
import { axeViolations, newResident, signIn } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 24, Web Push: the on/off in "Mi cuenta" and in the panel's alert settings, its visible
 * state, the messages when the browser blocks or lacks it, and the subscription leaving with the
 * session. Headless Chromium has no push service, so the browser's PushManager is replaced by one
 * that hands out a made-up HTTPS subscription; the server side (signature, encryption, delivery)
 * is tested against the fake push service (server/push/*.test.ts).
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  // The headless shell denies notifications whatever the context grants.
  browser = await launchBrowser({ fullBrowser: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const WAIT = stepWait(15_000);

/** A PushManager that subscribes without a push service (the keys are well-formed, unused). */
const FAKE_PUSH_MANAGER = () => {
  const state = window as unknown as { fakeSubscription: unknown };
  state.fakeSubscription = null;
  const make = (key: ArrayBuffer | null) => ({
    // A browser's push service (issue 46: the server takes no other host).
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
    options: { applicationServerKey: key },
    toJSON() {
      return {
        endpoint: this.endpoint,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      };
    },
    async unsubscribe() {
      state.fakeSubscription = null;
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array | undefined;
    state.fakeSubscription = make(key ? (key.buffer.slice(0) as ArrayBuffer) : null);
    return state.fakeSubscription as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return state.fakeSubscription as PushSubscription | null;
  };
};

async function residentPage(init?: () => void): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.grantPermissions(['notifications'], { origin: new URL(urlOf('/')).origin });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  await signIn(page, await newResident());
  return { page, context };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Web Push switches (issue 24)', () => {
  it('Mi cuenta: off, on (stored at the server), off again, and gone at logout', async () => {
    const { page } = await residentPage(FAKE_PUSH_MANAGER);
    await page.goto(urlOf('/mi-cuenta'), { waitUntil: 'load' });
    const section = page.getByRole('region', { name: 'Avisos' });
    await section.getByText('Avisos de tus pedidos:').waitFor(WAIT);
    await section.getByText('Desactivados en este dispositivo').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'avisos-push-mi-cuenta');

    const subscribed = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/avisos-push/suscripcion'),
      stepWait(30_000),
    );
    await section.getByRole('button', { name: 'Activar' }).click();
    const sent = (await subscribed).postDataJSON() as { endpoint: string };
    expect(sent.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\//);
    await section.getByText('Activados en este dispositivo').waitFor(WAIT);
    expect(
      await section.getByRole('button', { name: 'Desactivar' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'avisos-push-mi-cuenta-activados');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.setViewportSize(PHONE_VIEWPORT);

    const removed = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith('/api/avisos-push/suscripcion'),
      stepWait(30_000),
    );
    await section.getByRole('button', { name: 'Desactivar' }).click();
    expect(((await removed).postDataJSON() as { endpoint: string }).endpoint).toBe(sent.endpoint);
    await section.getByText('Desactivados en este dispositivo').waitFor(WAIT);

    // On again, then logout: the browser deletes its subscription with the session's token.
    await section.getByRole('button', { name: 'Activar' }).click();
    await section.getByText('Activados en este dispositivo').waitFor(WAIT);
    await page.getByRole('link', { name: 'Volver a la tienda' }).click();
    const atLogout = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith('/api/avisos-push/suscripcion'),
      stepWait(30_000),
    );
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const request = await atLogout;
    expect(request.headers()['authorization']).toMatch(/^Bearer /);
    await page.waitForFunction(
      () => (window as unknown as { fakeSubscription: unknown }).fakeSubscription === null,
      null,
      WAIT,
    );
  });

  it('says why when the browser blocks notifications or cannot receive pushes', async () => {
    const blocked = await residentPage(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await blocked.page.goto(urlOf('/mi-cuenta'), { waitUntil: 'load' });
    const section = blocked.page.getByRole('region', { name: 'Avisos' });
    await section.getByText(/Los avisos están bloqueados en este navegador/).waitFor(WAIT);
    expect(await section.getByRole('button').count()).toBe(0);

    const lacking = await residentPage(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await lacking.page.goto(urlOf('/mi-cuenta'), { waitUntil: 'load' });
    await lacking.page
      .getByRole('region', { name: 'Avisos' })
      .getByText(/Este navegador no puede recibir avisos con la app cerrada/)
      .waitFor(WAIT);
    expect(await axeViolations(lacking.page)).toEqual([]);
    await screenshot(lacking.page, 'avisos-push-sin-soporte');
  });

  it('the panel: "Avisos con el teléfono bloqueado" with its state on Entregas, at 390 and 360 px', async () => {
    const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    await openBoardFilters(page);
    const push = page.getByTestId('avisos-push-admin');
    await push.getByText('Avisos con el teléfono bloqueado:').waitFor(WAIT);
    // Workers are blocked in the panel's test context: the browser says it cannot.
    await push.getByText(/Desactivados en este dispositivo/).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'avisos-push-panel');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
