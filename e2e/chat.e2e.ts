import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  catalogue,
  CUSTOMER,
  login,
  signIn,
  type ApiProduct,
  type Session,
} from './store-helpers';
import { stepMs } from '../testkit/budgets';

let browser: Browser;
let session: Session;
let products: ApiProduct[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await login(CUSTOMER);
  products = await catalogue();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(viewport?: { width: number; height: number }, dark = false) {
  const { context, page } = await newPhonePage(browser, { colorScheme: dark ? 'dark' : 'light' });
  contexts.push(context);
  if (viewport) await page.setViewportSize(viewport);
  await signIn(page, session);
  return { page, problems: watchPageProblems(page).problems };
}

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Asistente SuperConjunto' });
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversación' });

const bubbles = (page: Page, who: 'Tú:' | 'Asistente:') =>
  conversation(page).locator('li', { hasText: who });

async function ask(page: Page, text: string) {
  const asked = await bubbles(page, 'Tú:').count();
  await chatDialog(page).getByRole('textbox', { name: 'Escribe tu pregunta…' }).fill(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => bubbles(page, 'Tú:').count()).toBe(asked + 1);
  const last = conversation(page).locator('li:not([aria-hidden])').last();
  await expect.poll(() => last.textContent()).toMatch(/^Asistente: /);
}

const lastBot = (page: Page) => conversation(page).locator('li', { hasText: 'Asistente:' }).last();

describe('chat assistant', () => {
  it('opens from the history link with an order code and tells its state', async () => {
    const { page, problems } = await phone();
    const orders = (await (
      await fetch(urlOf('/orders'), { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as Array<{ codigo: string }>;
    const code = orders[0]!.codigo;
    await open(page, '/historial');
    await page
      .getByRole('list', { name: 'Tus pedidos' })
      .getByRole('button')
      .filter({ hasText: code })
      .first()
      .click();
    await page.getByRole('link', { name: 'Preguntar por este pedido' }).click();
    await chatDialog(page).waitFor({ timeout: stepMs(15_000) });
    await expect
      .poll(() => lastBot(page).textContent(), { timeout: stepMs(10_000) })
      .toContain(`Tu pedido ${code}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
    expect(new URL(page.url()).searchParams.get('openChat')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-order');
    expect(problems).toEqual([]);
  });

  it('answers a price and adds a product to the real cart over two messages', async () => {
    const { page, problems } = await phone();
    const product =
      products.find((p) => p.stock > 5 && /^Arroz/.test(p.nombre)) ??
      products.find((p) => p.stock > 5)!;
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
    const cartButton = page.getByRole('button', { name: /^Carrito, / });
    const before = await cartButton.getAttribute('aria-label');

    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await chatDialog(page).waitFor();
    await ask(page, `cuanto vale el ${product.nombre.toLowerCase()}?`);
    expect(await lastBot(page).textContent()).toContain(product.nombre);

    await ask(page, `quiero ${product.nombre}`);
    expect(await lastBot(page).textContent()).toContain('¿Cuántas unidades');
    await chatDialog(page)
      .getByRole('group', { name: 'Respuestas sugeridas' })
      .getByRole('button', { name: '2' })
      .click();
    await expect.poll(() => lastBot(page).textContent()).toContain(`agrego 2 × ${product.nombre}`);
    await page
      .getByText(`${product.nombre} agregado al carrito`)
      .waitFor({ timeout: stepMs(5_000) });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-buy');

    await page.keyboard.press('Escape');
    await chatDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => cartButton.getAttribute('aria-label')).not.toBe(before);
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('carrito') ?? '[]') as Array<{
          id: number;
          cantidad: number;
        }>,
    );
    expect(stored.find((i) => i.id === product.id)?.cantidad).toBe(2);
    const kept = await page.evaluate(
      () => JSON.parse(localStorage.getItem('chat_mensajes') ?? '[]') as unknown[],
    );
    expect(kept.length).toBeGreaterThanOrEqual(6);
    expect(problems).toEqual([]);
  });

  it('says what it does not sell and links Mi cuenta for an account request (issue 25)', async () => {
    const { page, problems } = await phone({ width: 360, height: 740 });
    await open(page, '/app');
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await chatDialog(page).waitFor();
    await ask(page, '¿Tienen cerveza Club Colombia?');
    const beer = (await lastBot(page).textContent()) ?? '';
    expect(beer).toContain('No tenemos "cerveza club colombia"');
    expect(beer).not.toContain('Gaseosa Colombiana');
    await ask(page, 'borra mis datos');
    const link = lastBot(page).getByRole('link', { name: 'Abrir Mi cuenta' });
    await link.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-scope-account-360');
    await link.click();
    await chatDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mi-cuenta');
    expect(problems).toEqual([]);
  });

  it('fits 320 px and dark mode, with the button beside WhatsApp and the clear button working', async () => {
    const { page, problems } = await phone({ width: 320, height: 640 }, true);
    await open(page, '/app');
    const launcher = page.getByRole('button', { name: 'Abrir el asistente' });
    const fab = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    const [a, b] = [await launcher.boundingBox(), await fab.boundingBox()];
    expect(a && b && a.x + a.width <= b.x).toBe(true);
    // In the room every page keeps free at its end (--support-clearance), so it covers no button.
    expect(a && a.y >= 640 - 72 - 0.5).toBe(true);
    await launcher.click();
    await ask(page, 'a q hora abren y cuanto cuesta el domicilio');
    const box = await chatDialog(page).boundingBox();
    expect(box && box.width <= 320).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-320-dark');
    await chatDialog(page).getByRole('button', { name: 'Borrar conversación' }).click();
    expect(await conversation(page).getByRole('listitem').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
