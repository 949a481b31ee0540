import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../testkit/axe';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { hasDarkClass, open, screenshot, transitionsSettled } from '../testkit/pages';
import { stepMs, stepWait } from '../testkit/budgets';

const WAIT = stepWait(15_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['light', 'dark'] as const)('account forms in %s mode', (mode) => {
  let context: BrowserContext;
  let page: Page;
  const suffix = mode === 'dark' ? '-oscuro' : '';

  beforeAll(async () => {
    ({ context, page } = await newPhonePage(browser));
    await open(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
    if (mode === 'dark') {
      await page.getByRole('button', { name: 'Activar modo oscuro' }).click();
      await page.waitForFunction(
        () => document.documentElement.classList.contains('dark'),
        undefined,
        {
          timeout: stepMs(5_000),
        },
      );
    }
  });
  afterAll(async () => {
    await context?.close();
  });

  it('finds no axe violations on the login form, with and without an error', async () => {
    expect(await hasDarkClass(page)).toBe(mode === 'dark');
    // Let the colour transitions of the theme switch finish before the picture.
    await transitionsSettled(page);
    await screenshot(page, `inicio-sesion${suffix}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('alert').getByText('Por favor completa todos los campos').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds no axe violations on the registration form, its errors and its policy', async () => {
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor(WAIT);
    await screenshot(page, `registro${suffix}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page
      .getByRole('alert')
      .getByText('Por favor completa todos los campos obligatorios')
      .waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Leer la política de tratamiento de datos' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Política de tratamiento de datos personales',
    });
    await dialog.waitFor(WAIT);
    await dialog.getByText('Última actualización: julio de 2025').waitFor(WAIT);
    await screenshot(page, `politica-datos${suffix}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: stepMs(5_000) });
  });
});
