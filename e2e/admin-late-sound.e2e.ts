import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { adminPage, placeCashOrder } from './admin-helpers';
import { catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 24: "turning late makes no sound". An active order that passes the 20-minute promise
 * while the administrator is on another section plays the lateness sound (two low beeps, told
 * apart from a new order's one high beep) once. The page's clock moves forward with Playwright's
 * fake clock: lateness is read by the panel's one clock against the order's time.
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

/** Records the frequency of every WebAudio tone the page starts, before any app code runs. */
const RECORD_TONES = () => {
  const w = window as unknown as { tones: number[] };
  w.tones = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (
    this: OscillatorNode,
    ...args: Parameters<typeof start>
  ) {
    w.tones.push(this.frequency.value);
    return start.apply(this, args);
  };
};
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number[] }).tones);
/** The lateness sound is two 520 Hz tones; a new order's is one 880 Hz tone. */
const lateTones = async (page: Page) => (await tones(page)).filter((f) => f === 520).length;
const newTones = async (page: Page) => (await tones(page)).filter((f) => f === 880).length;

describe('an order turning late', () => {
  it('sounds once on Inventario when an active order passes the promise', async () => {
    const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    await page.clock.install({ time: new Date() });
    await page.addInitScript(RECORD_TONES);
    watchEventStream(page);
    await page.goto(urlOf('/admin/inventario'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: 'Control de inventario' }).waitFor(WAIT);
    await eventStreamOpen(page);

    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 10 && p.precio >= 5_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    await placeCashOrder(await newResident(), product, 1);
    const bar = page.getByRole('navigation', { name: 'Secciones del panel (móvil)' });
    await bar.getByRole('link', { name: /^Entregas, 1 nuevo/ }).waitFor(WAIT);
    await page.waitForFunction(
      () => (window as unknown as { tones: number[] }).tones.includes(880),
      null,
      { ...WAIT, polling: 100 },
    );
    // Orders already late when the panel opened were announced before: nothing late sounded.
    expect(await lateTones(page)).toBe(0);

    // 21 minutes later the new order is past its 20-minute promise.
    await page.clock.fastForward('21:00');
    await page.waitForFunction(
      () => (window as unknown as { tones: number[] }).tones.filter((f) => f === 520).length >= 2,
      null,
      { ...WAIT, polling: 100 },
    );
    await bar.getByRole('link', { name: /^Entregas, 1 nuevo, \d+ atrasados?$/ }).waitFor(WAIT);
    // Still on Inventario, and a few more seconds of the clock do not sound it again.
    expect(new URL(page.url()).pathname).toBe('/admin/inventario');
    await page.clock.runFor(5_000);
    await page.waitForTimeout(500);
    expect(await lateTones(page)).toBe(2);
    expect(await newTones(page)).toBe(1);
  });
});
