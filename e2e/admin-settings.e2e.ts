import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../domain/settings';
import { SETTINGS_MESSAGES } from '../domain/settings-messages';
import { adminPage, apiCall } from './admin-helpers';
import { PHONE_VIEWPORT, launchBrowser } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { open, screenshot } from '../testkit/pages';
import { ADMIN, axeViolations, login, type Session } from './store-helpers';

// Issue 26: "Ajustes" on the owner's phone. The shared demo server gets its settings back after.
let browser: Browser;
let admin: Session;
let original: ShopSettings;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await login(ADMIN);
  original = (await apiCall<{ ajustes: ShopSettings }>('GET', '/api/admin/ajustes', admin.token)).ajustes;
});
afterAll(async () => {
  if (original) await apiCall('PUT', '/api/admin/ajustes', admin.token, original).catch(() => undefined);
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function phone(width = PHONE_VIEWPORT.width): Promise<Page> {
  const { context, page } = await adminPage(browser, { width, height: PHONE_VIEWPORT.height });
  contexts.push(context);
  return page;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const publicSettings = async () =>
  ((await (await fetch(urlOf('/api/ajustes'))).json()) as { ajustes: ShopSettings }).ajustes;

describe('Ajustes on a phone', () => {
  it('saves the fee and a holiday, refuses a fee above the free threshold, all at 390 px', async () => {
    const page = await phone();
    await open(page, '/admin/ajustes');
    await page.getByRole('heading', { level: 2, name: 'Ajustes' }).waitFor();
    await page.getByLabel('Envío en efectivo (pesos)').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-settings-390');

    // A fee above the threshold: the Spanish message, and nothing saved.
    await page.getByLabel('Envío en efectivo (pesos)').fill('20000');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(SETTINGS_MESSAGES.feeAboveThreshold);
    expect((await publicSettings()).envio.tarifa_efectivo).toBe(original.envio.tarifa_efectivo);

    await page.getByLabel('Envío en efectivo (pesos)').fill('3000');
    await page.getByLabel('Abre (sábado)').fill('08:00');
    const holiday = page.getByRole('button', { name: 'Agregar', exact: true }).first();
    await holiday.click();
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText(SETTINGS_MESSAGES.saved).first().waitFor();
    const saved = await publicSettings();
    expect(saved.envio.tarifa_efectivo).toBe(3000);
    expect(saved.horario.semana[5]!.abre).toBe('08:00');
    expect(saved.horario.especiales).toHaveLength(original.horario.especiales.length + 1);
    expect(saved.horario.especiales.every((d) => !d.abierto)).toBe(true);
    await screenshot(page, 'admin-settings-saved-390');
  });

  it('fits 360 px with the weekday hours and holidays', async () => {
    const page = await phone(360);
    await open(page, '/admin/ajustes');
    await page.getByText('Próximos festivos en Colombia').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'admin-settings-360');
  });
});
