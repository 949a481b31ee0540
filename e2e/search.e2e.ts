import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { axeViolations, newResident, signIn, type Session } from './store-helpers';
import { stepWait } from '../testkit/budgets';

// Issue 43: the store's search box and the assistant read what residents type the same way.
let browser: Browser;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(resident: Session) {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  await signIn(page, resident);
  return { page, problems: watchPageProblems(page).problems };
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
const productList = (page: Page) => page.getByRole('list', { name: 'Productos' });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Asistente SuperConjunto' });
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversación' });

describe('one search for the whole shop (issue 43) at 390×844', () => {
  it('finds "lehce" and "cocacola" in the store and adds what it finds to the cart', async () => {
    const { page, problems } = await phone(await newResident());
    await open(page, '/app');
    await productList(page).waitFor(WAIT);

    await searchBox(page).fill('lehce');
    await page.getByRole('button', { name: '¿Quisiste decir leche?' }).waitFor(WAIT);
    await screenshot(page, 'busqueda-lehce');
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: 'Agregar Leche entera Alquería 1,1 L al carrito' })
      .click();
    await page.getByRole('button', { name: 'Carrito, 1 producto' }).waitFor(WAIT);

    await searchBox(page).fill('cocacola');
    await page.getByRole('button', { name: 'Agregar Gaseosa Coca-Cola 1,5 L al carrito' }).click();
    await screenshot(page, 'busqueda-cocacola');
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).waitFor(WAIT);

    await searchBox(page).fill('cerveza');
    await page.getByText('No encontramos resultados para «cerveza».').waitFor(WAIT);
    await page.getByRole('button', { name: 'Pregúntale al asistente' }).waitFor(WAIT);
    await screenshot(page, 'busqueda-sin-resultados');
    expect(problems).toEqual([]);
  });

  it('asks the assistant for two items in one message and gets both added', async () => {
    const { page, problems } = await phone(await newResident());
    await open(page, '/app');
    await productList(page).waitFor(WAIT);
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await chatDialog(page).waitFor(WAIT);
    await chatDialog(page)
      .getByRole('textbox', { name: 'Escribe tu pregunta…' })
      .fill('quiero 2 leches deslactosadas y 1 pan frances');
    await page.keyboard.press('Enter');
    await conversation(page)
      .getByText(/Pan francés/)
      .waitFor(WAIT);
    await screenshot(page, 'asistente-dos-productos');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Carrito, 3 productos' }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
