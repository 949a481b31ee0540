import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open } from '../testkit/pages';
import { nextPayment } from '../testkit/payments';
import {
  catalogue,
  newResident,
  signIn,
  type ApiProduct,
  type Session,
  openPaymentSheet,
} from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

// Issue 22: nothing of one account (its conversation with the assistant, its payment traces)
// reaches the next account on the same phone; and the assistant reopens at its latest message.

let browser: Browser;
let product: ApiProduct;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);
const NEQUI_PHONE = '3991111111';

beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await catalogue()).find(
    (p) => !p.descuento_activo && p.stock >= 20 && p.precio >= 5_000,
  );
  if (!found) throw new Error('the demo catalogue has no plain product with stock');
  product = found;
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Asistente SuperConjunto' });
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversación' });
const logoutButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' });

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Abrir el asistente' }).click();
  await chatDialog(page).waitFor(WAIT);
}

async function closeChat(page: Page) {
  await chatDialog(page).getByRole('button', { name: 'Cerrar el asistente' }).click();
  await chatDialog(page).waitFor({ state: 'detached', ...WAIT });
}

async function ask(page: Page, text: string) {
  const asked = conversation(page).locator('li', { hasText: 'Tú:' });
  const before = await asked.count();
  await chatDialog(page).getByRole('textbox', { name: 'Escribe tu pregunta…' }).fill(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => asked.count(), WAIT).toBe(before + 1);
  const last = conversation(page).locator('li:not([aria-hidden])').last();
  await expect.poll(() => last.textContent(), WAIT).toMatch(/^Asistente: /);
}

async function payByNequi(page: Page) {
  const units = Math.ceil(20_000 / product.precio);
  const modal = await openPaymentSheet(page, product.nombre, units);
  await modal.getByRole('radio', { name: /^Nequi/ }).check();
  await modal.getByLabel('Teléfono celular').fill(NEQUI_PHONE);
  await modal.getByLabel('Cédula').fill('1000000002');
  const payment = nextPayment(page);
  await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
  await modal.getByText(NEQUI_PHONE, { exact: true }).waitFor(WAIT);
  // While the payment waits, the browser notes the phone it was sent to.
  expect(await page.evaluate(() => localStorage.getItem('pago-telefono'))).toContain(NEQUI_PHONE);
  await payment.settle();
  const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
  await placed.waitFor({ timeout: stepMs(30_000) });
  await placed.getByRole('button', { name: 'Seguir comprando' }).click();
  await placed.waitFor({ state: 'detached', ...WAIT });
}

async function logIn(page: Page, who: Session) {
  const user = who.user as unknown as { email: string; cedula: string; telefono: string };
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Cédula').fill(user.cedula);
  await page.getByLabel('Teléfono', { exact: true }).fill(user.telefono);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const notNow = page.getByRole('button', { name: 'Ahora no' });
  if (
    await notNow.waitFor({ timeout: 6_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await notNow.click();
    await notNow.waitFor({ state: 'detached', timeout: stepMs(10_000) });
  }
  await logoutButton(page).waitFor(WAIT);
}

/** Everything the browser keeps for this origin, as one string to search. */
const storageDump = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );

describe('privacy on a shared phone', () => {
  it('A’s conversation and Nequi traces leave with A; B finds none of them', async () => {
    const a = await newResident();
    await new Promise((r) => setTimeout(r, 5));
    const b = await newResident();
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await signIn(page, a);
    await open(page, '/app');

    await openChat(page);
    const questions = [
      '¿A qué hora abren?',
      '¿Cuánto cuesta el envío?',
      '¿Cuántos puntos tengo?',
      '¿Cuál es el pedido mínimo?',
      '¿Tienen zanahoria morada?',
    ];
    for (const question of questions) await ask(page, question);
    await closeChat(page);
    await payByNequi(page);
    const paymentTrace = await page.evaluate(() => localStorage.getItem('pago-telefono'));

    // Reopened, the assistant shows its latest message, not its oldest.
    await openChat(page);
    const latestInView = () =>
      conversation(page).evaluate((log) => {
        const messages = log.querySelectorAll('li:not([aria-hidden])');
        const latest = messages[messages.length - 1]!.getBoundingClientRect();
        const view = log.getBoundingClientRect();
        return {
          overflows: log.scrollHeight > log.clientHeight,
          latestVisible: latest.bottom <= view.bottom + 1 && latest.top >= view.top - 1,
        };
      });
    await expect.poll(latestInView, WAIT).toEqual({ overflows: true, latestVisible: true });
    await closeChat(page);

    await logoutButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
    const afterLogout = await storageDump(page);
    const traces = [NEQUI_PHONE, 'morada', String(a.user.email), 'chat_mensajes', 'pago-telefono'];
    for (const trace of traces) expect(afterLogout).not.toContain(trace);
    if (paymentTrace) expect(afterLogout).not.toContain(paymentTrace);

    await logIn(page, b);
    await openChat(page);
    await expect.poll(() => conversation(page).textContent()).not.toContain('morada');
    expect(await conversation(page).locator('li', { hasText: 'Tú:' }).count()).toBe(0);
    await closeChat(page);
    const afterB = await storageDump(page);
    // B's own (empty) conversation may be kept; nothing of A's.
    const ofA = [NEQUI_PHONE, 'morada', String(a.user.email), 'pago-telefono'];
    for (const trace of [...ofA, `popup_ultimo_dia_${a.user.id}"`])
      expect(afterB).not.toContain(trace);
    expect(problems).toEqual([]);
  });

  it('prints the hours the server enforces on the pages and in the assistant alike', async () => {
    // The browser suite's server runs with SERVICE_HOURS=always (testkit/server.ts).
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await open(page, '/contacto');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Las 24 horas').waitFor(WAIT);
    expect(await page.getByText(/11:00 p\. m\./).count()).toBe(0);
    await open(page, '/terminos');
    await page.getByText(/Atendemos lunes a domingo, las 24 horas, hora de Colombia/).waitFor(WAIT);
    await openChat(page);
    await ask(page, '¿A qué hora abren?');
    const answer = await conversation(page).locator('li:not([aria-hidden])').last().textContent();
    expect(answer).toContain('Atendemos lunes a domingo, las 24 horas.');
    expect(problems).toEqual([]);
  });
});
