import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import {
  axeViolations,
  catalogue,
  newResident,
  placeCashOrder,
  signIn,
  type Session,
} from './store-helpers';
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

/** A cash order of one plain product, placed through the API as the store would. */
async function placeOrder(resident: Session): Promise<{ pedidoId: number; codigo: string }> {
  const product = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 6_000,
  );
  if (!product) throw new Error('the demo catalogue has no plain product with stock');
  return placeCashOrder(resident, product);
}

async function orderOf(resident: Session, codigo: string) {
  const response = await fetch(urlOf('/orders'), {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  const orders = (await response.json()) as Array<{ codigo: string; estado: string }>;
  return orders.find((o) => o.codigo === codigo);
}

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Asistente SuperConjunto' });
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversación' });
const lastBot = (page: Page) => conversation(page).locator('li', { hasText: 'Asistente:' }).last();

async function ask(page: Page, text: string) {
  const asked = await conversation(page).locator('li', { hasText: 'Tú:' }).count();
  await chatDialog(page).getByRole('textbox', { name: 'Escribe tu pregunta…' }).fill(text);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => conversation(page).locator('li', { hasText: 'Tú:' }).count())
    .toBe(asked + 1);
  const last = conversation(page).locator('li:not([aria-hidden])').last();
  await expect.poll(() => last.textContent()).toMatch(/^Asistente: /);
}

describe('chat actions at 390×844 (issue 25)', () => {
  it('cancels a received order with one confirmation, and the history shows it cancelled', async () => {
    const resident = await newResident();
    const placed = await placeOrder(resident);
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await signIn(page, resident);
    await open(page, '/historial');
    const card = page
      .getByRole('list', { name: 'Tus pedidos' })
      .getByRole('button', { name: new RegExp(placed.codigo) });
    await card.waitFor({ timeout: stepMs(15_000) });
    expect(await card.innerText()).toContain('Recibido');

    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await chatDialog(page).waitFor();
    await ask(page, `quiero cancelar mi pedido ${placed.codigo}`);
    expect(await lastBot(page).textContent()).toBe(
      `Asistente: ¿Confirmas que quieres cancelar el pedido ${placed.codigo}?`,
    );
    // Asking changed nothing yet (the history behind the open panel is inert: ask the API).
    expect((await orderOf(resident, placed.codigo))?.estado).toBe('pendiente');
    const replies = chatDialog(page).getByRole('group', { name: 'Respuestas sugeridas' });
    expect(await replies.getByRole('button').allInnerTexts()).toEqual(['Sí', 'No']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-cancel-confirm');

    await replies.getByRole('button', { name: 'Sí' }).click();
    await expect
      .poll(() => lastBot(page).textContent(), { timeout: stepMs(10_000) })
      .toContain(`Listo, cancelé tu pedido ${placed.codigo}. Los productos vuelven a la tienda.`);
    const toHistory = lastBot(page).getByRole('link', { name: 'Abrir tu historial' });
    await toHistory.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chat-cancel-done');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);

    await toHistory.click();
    await chatDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => card.innerText(), { timeout: stepMs(10_000) }).toContain('Cancelado');
    expect((await orderOf(resident, placed.codigo))?.estado).toBe('cancelado');
    expect(problems).toEqual([]);
  });
});
