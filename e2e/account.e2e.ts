import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from './admin-helpers';
import { axeViolations } from '../testkit/axe';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import { signIn, type Session } from './store-helpers';
import { stepWait } from '../testkit/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = stepWait(15_000);

/** A resident of its own (marketing accepted), so deleting it at the end touches no demo data. */
async function register() {
  const n = Date.now() % 1_000_000;
  const credentials = {
    email: `privacidad${n}@prueba.co`,
    cedula: String(81_000_000 + n),
    telefono: String(3_160_000_000 + n),
  };
  const response = await fetch(urlOf('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Marta Privada',
      ...credentials,
      torre: 2,
      piso: 7,
      apartamento: '702',
      privacy_accepted: true,
      marketing_accepted: true,
    }),
  });
  expect(response.status).toBe(201);
  return { session: (await response.json()) as Session, credentials };
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('Mi cuenta and data rights', () => {
  it('downloads the data, withdraws marketing, files a request the admin answers, then deletes the account', async () => {
    const { session, credentials } = await register();
    const { context, page } = await newPhonePage(browser);
    const admin = await adminPage(browser, { width: 390, height: 844 });
    try {
      const { problems } = watchPageProblems(page);
      await signIn(page, session);
      await open(page, '/app');
      await page.setViewportSize({ width: 320, height: 700 });
      await page.getByRole('link', { name: 'Mi cuenta' }).waitFor(WAIT);
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, 'tienda-encabezado-320');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('link', { name: 'Mi cuenta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor(WAIT);
      await page.getByText(/Autorizaste el tratamiento de tus datos/).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'mi-cuenta');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByText(/Autorizaste el tratamiento de tus datos/).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'mi-cuenta-oscuro');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await page.getByText(/Autorizaste el tratamiento de tus datos/).waitFor(WAIT);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar mis datos (JSON)' }).click(),
      ]);
      const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
        perfil: { email: string };
        consentimientos: unknown[];
      };
      expect(data.perfil.email).toBe(credentials.email);
      expect(data.consentimientos).toHaveLength(2);

      // Keyboard only: focus the marketing button and press Enter.
      const withdraw = page.getByRole('button', { name: 'Retirar mi autorización de ofertas' });
      await withdraw.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Aceptar ofertas y novedades' }).waitFor(WAIT);
      await page.getByText(/No aceptado desde/).waitFor(WAIT);

      await page.getByLabel('Tipo de solicitud').selectOption('consulta');
      await page.getByLabel('¿Qué necesitas?').fill('Quiero saber con quién comparten mis datos.');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const mine = page.getByRole('list', { name: 'Tus solicitudes' });
      await mine.getByText('En trámite').waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 700 });
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, 'mi-cuenta-320');
      await page.setViewportSize({ width: 390, height: 844 });

      // The administrator answers it from /admin/solicitudes.
      await open(admin.page, '/admin/solicitudes');
      await admin.page.getByRole('heading', { name: 'Solicitudes de datos' }).waitFor(WAIT);
      const card = admin.page
        .getByRole('listitem')
        .filter({ hasText: 'Quiero saber con quién comparten mis datos.' });
      await card
        .getByText(/10 días hábiles|días hábiles|Vence hoy/)
        .first()
        .waitFor(WAIT);
      expect(await axeViolations(admin.page)).toEqual([]);
      await card
        .getByLabel('Respuesta al titular')
        .fill('Solo con la pasarela de pagos, para cobrar tus pedidos.');
      await card.getByRole('button', { name: /Responder y cerrar/ }).click();
      await admin.page.getByText('Solicitud respondida y cerrada').first().waitFor(WAIT);
      await screenshot(admin.page, 'admin-solicitudes');

      await page.reload();
      await mine.getByText('Solo con la pasarela de pagos, para cobrar tus pedidos.').waitFor(WAIT);

      // Delete: the dialog needs the typed word; a wrong word is refused in place.
      await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
      await dialog.waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.type('borrar');
      await page.keyboard.press('Enter');
      await dialog.getByText('Escribe ELIMINAR para confirmar.', { exact: true }).waitFor(WAIT);
      await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
      await screenshot(page, 'eliminar-cuenta');
      await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
      // Issue 22: the login says the account was deleted and what the shop kept.
      await page
        .getByRole('status')
        .filter({ hasText: 'Tu cuenta fue eliminada.' })
        .getByText(/Conservamos tus pedidos sin esos datos/)
        .waitFor(WAIT);
      await screenshot(page, 'cuenta-eliminada');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      const login = await fetch(urlOf('/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status).toBe(401);
      const stale = await fetch(urlOf('/auth/profile'), {
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(stale.status).toBe(403);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await admin.context.close();
    }
  });
});
