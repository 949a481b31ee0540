import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { adminPage } from './admin-helpers';
import { axeViolations, newResident, signIn } from './store-helpers';
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

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** What a card reads, spaces (COP's no-break space too) made plain. */
async function textOf(locator: { innerText(): Promise<string> }): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ');
}

/** The resident's discount options as the points modal shows them. */
async function residentOptions(page: Page): Promise<string[]> {
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });
  await page.getByRole('button', { name: /^Mis puntos: \d+ puntos?, nivel/ }).click();
  const group = page
    .getByRole('dialog', { name: 'Mis puntos' })
    .getByRole('group', { name: 'Opciones de canje' });
  await group.waitFor();
  const texts = await group.getByRole('button').allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('Canjes: the administrator manages the rewards residents redeem (issue 24)', () => {
  it(
    'creates, edits and deactivates a discount at 390×844; the resident stops seeing it',
    { timeout: stepMs(120_000) },
    async () => {
      const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
      contexts.push(context);
      const { problems } = watchPageProblems(page);
      await page.goto(urlOf('/admin/canjes'), { waitUntil: 'load' });
      await page
        .getByRole('heading', { level: 2, name: 'Canjes y recompensas' })
        .waitFor({ timeout: stepMs(15_000) });
      const list = page.getByRole('list', { name: 'Recompensas' });
      // The launch table, seeded by the migration, with its counts.
      await list.getByRole('listitem', { name: 'Descuento de $1.000' }).waitFor();
      expect(await textOf(list.getByRole('listitem', { name: 'Descuento de $1.000' }))).toMatch(
        /Canjeada \d+ (vez|veces) · \d+ en los últimos 30 días/,
      );

      // Create: a value above what the points allow is refused in Spanish before anything is sent.
      await page.getByRole('button', { name: 'Nueva recompensa' }).click();
      await page.getByLabel('Nombre').fill('Descuento navideño');
      await page.getByLabel('Puntos que cuesta').fill('300');
      await page.getByLabel('Descuento en pesos').fill('25000');
      await page.getByRole('button', { name: 'Crear recompensa' }).click();
      await page
        .getByText(
          /^El descuento no puede pasar de \$\s20\.000 \(el pedido mínimo con pago digital\)$/,
        )
        .waitFor();
      await page.getByLabel('Descuento en pesos').fill('3000');
      await noSidewaysScroll(page);
      await screenshot(page, 'admin-canjes-nueva-390');
      await page.getByRole('button', { name: 'Crear recompensa' }).click();
      const card = list.getByRole('listitem', { name: 'Descuento navideño' });
      await card.waitFor();
      expect(await textOf(card)).toContain('300 puntos = $ 3.000');
      expect(await textOf(card)).toContain('Canjeada 0 veces');

      const resident = await newResident();
      const { context: rc, page: rp } = await newPhonePage(browser);
      contexts.push(rc);
      await signIn(rp, resident);
      expect(await residentOptions(rp)).toContain('300 pts = $ 3.000');

      // Edit: new points and value.
      await card.getByRole('button', { name: 'Editar Descuento navideño' }).click();
      await page.getByLabel('Puntos que cuesta').fill('250');
      await page.getByLabel('Descuento en pesos').fill('2500');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await card.getByText(/250 puntos = \$\s2\.500/).waitFor();
      expect(await residentOptions(rp)).toContain('250 pts = $ 2.500');

      // Deactivate, after a confirmation.
      await card.getByRole('button', { name: 'Desactivar Descuento navideño' }).click();
      const confirm = page.getByRole('dialog', { name: '¿Desactivar «Descuento navideño»?' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Sí, desactivar' }).click();
      await card.getByText('Inactiva').waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, 'admin-canjes-390');
      expect(await axeViolations(page)).toEqual([]);

      const options = await residentOptions(rp);
      expect(options).not.toContain('250 pts = $ 2.500');
      expect(options).toEqual([
        '50 pts = $ 500',
        '100 pts = $ 1.000',
        '200 pts = $ 2.200',
        '500 pts = $ 6.000',
      ]);

      // At 360 px the list still fits.
      await page.setViewportSize({ width: 360, height: 740 });
      await noSidewaysScroll(page);
      expect(problems).toEqual([]);
    },
  );
});
