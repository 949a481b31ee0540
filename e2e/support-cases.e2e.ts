import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, apiCall, placeCashOrder } from './admin-helpers';
import { launchBrowser, newPhonePage, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import {
  ADMIN,
  axeViolations,
  catalogue,
  login,
  newResident,
  pointsOf,
  signIn,
} from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 25: a resident reports a problem on one line of a delivered order; the shop sees it in
 * Soporte, answers and credits points; the resident reads the answer and has the points.
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

const WAIT = stepWait(15_000);

function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function openOrderDetail(page: Page, codigo: string) {
  await page.goto(urlOf('/historial'));
  await page
    .getByRole('list', { name: 'Tus pedidos' })
    .getByRole('button', { name: new RegExp(`^${codigo}`) })
    .click(WAIT);
  return page.getByRole('dialog', { name: `Pedido ${codigo}` });
}

describe('support cases from the order detail to Soporte and back (issue 25)', () => {
  it('reports a line, the admin replies and credits points, the resident reads both', async () => {
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 5_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    const resident = await newResident();
    const order = await placeCashOrder(resident, product, Math.ceil(16_000 / product.precio));
    const admin = await login(ADMIN);
    await apiCall('PUT', `/api/admin/pedidos/${order.pedidoId}/estado`, admin.token, {
      estado: 'entregado',
    });
    const pointsBefore = (await pointsOf(resident)).puntos_disponibles;

    // The resident, on a phone: "Reportar un problema" under the line.
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const residentProblems = watchPageProblems(page).problems;
    await signIn(page, resident);
    let sheet = await openOrderDetail(page, order.codigo);
    await sheet.getByRole('button', { name: `Reportar un problema con ${product.nombre}` }).click();
    const form = sheet.getByRole('form', { name: `Reportar un problema con ${product.nombre}` });
    await form.getByLabel('¿Qué pasó?').selectOption('vencido');
    await form.getByLabel('Cuéntanos qué pasó').fill('Llegó vencido desde hace una semana');
    await screenshot(page, 'soporte-reportar-phone');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await page
      .getByText(/Recibimos tu reporte \(CASO-\d+\)/)
      .first()
      .waitFor(WAIT);
    const thread = sheet.getByRole('list', { name: /Mensajes del caso CASO-\d+/ });
    await thread.getByText('Llegó vencido desde hace una semana').waitFor(WAIT);
    expect(await sheet.getByText('Abierto', { exact: true }).count()).toBe(1);

    // The shop, on a phone: the case in Soporte, answered with points.
    const opened = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(opened.context);
    const adminProblems = watchPageProblems(opened.page).problems;
    const shop = opened.page;
    await shop.goto(urlOf('/admin/soporte'), { waitUntil: 'load' });
    await shop.getByRole('heading', { name: 'Soporte', level: 2 }).waitFor(WAIT);
    const card = shop.getByRole('listitem').filter({ hasText: `Pedido ${order.codigo}` });
    await card.getByText('Producto vencido').waitFor(WAIT);
    // Issue 41: the open case counts on the phone's "Más" button, not only inside its menu.
    await shop
      .getByRole('navigation', { name: 'Secciones del panel (móvil)' })
      .getByRole('button', { name: /^Más, \d+ casos? abiertos? de soporte$/ })
      .waitFor(WAIT);
    await card.getByRole('button', { name: /Ver y responder/ }).click();
    // Issue 41: the line as sold and the order's total; closing asks first, and "Volver" keeps it open.
    await card.getByText(/Total del pedido/).waitFor(WAIT);
    await card.getByText(/Total del pedido/).scrollIntoViewIfNeeded();
    await screenshot(shop, 'admin-soporte-caso-phone');
    await card.getByRole('button', { name: /^Cerrar caso/ }).click();
    const confirmClose = shop.getByRole('dialog', { name: /¿Cerrar el caso CASO-\d+\?/ });
    await confirmClose.getByText(/verá el caso como «Cerrado»/).waitFor(WAIT);
    await screenshot(shop, 'admin-soporte-cerrar-phone');
    await confirmClose.getByRole('button', { name: 'Volver' }).click();
    await confirmClose.waitFor({ state: 'hidden', ...WAIT });
    await card
      .getByLabel(/Respuesta al residente/)
      .fill('Lo sentimos mucho, te compensamos con puntos.');
    await card.getByRole('button', { name: 'Responder', exact: true }).click();
    await shop.getByText('Respuesta enviada al residente.').first().waitFor(WAIT);
    await card.getByLabel('Puntos a abonar').fill('150');
    await card.getByLabel('Motivo del abono').fill('Producto vencido');
    await card.getByRole('button', { name: 'Abonar puntos' }).click();
    await shop.getByText('Abonaste 150 puntos al residente.').first().waitFor(WAIT);
    await card.getByText('150 puntos abonados.').waitFor(WAIT);
    expect(await noSidewaysScroll(shop)).toBe(true);
    await screenshot(shop, 'admin-soporte-phone');
    expect(await axeViolations(shop)).toEqual([]);
    await shop.setViewportSize({ width: 360, height: 780 });
    expect(await noSidewaysScroll(shop)).toBe(true);

    // The same case on the order's detail in Entregas.
    await shop.setViewportSize(PHONE_VIEWPORT);
    await card.getByRole('link', { name: `Ver pedido ${order.codigo}` }).click();
    const detail = shop.getByRole('dialog', { name: `Pedido ${order.codigo}` });
    await detail.getByRole('heading', { name: 'Casos de soporte' }).waitFor(WAIT);
    await detail.getByText('Lo sentimos mucho, te compensamos con puntos.').waitFor(WAIT);

    // Back to the resident: the reply and the points.
    expect((await pointsOf(resident)).puntos_disponibles).toBe(pointsBefore + 150);
    sheet = await openOrderDetail(page, order.codigo);
    await sheet.getByText('Lo sentimos mucho, te compensamos con puntos.').waitFor(WAIT);
    await sheet.getByText('150 puntos abonados.').waitFor(WAIT);
    expect(await sheet.getByText('Respondido', { exact: true }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'soporte-respuesta-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(residentProblems).toEqual([]);
    expect(adminProblems).toEqual([]);
  });
});
