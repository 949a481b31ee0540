import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, openBoardFilters, placeCashOrder } from './admin-helpers';
import { axeViolations, catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 41, gifts redeemed with points: a resident's "Bolsa reutilizable" is owed on the board
 * ("Regalos por entregar": who, where, since when, which order), rides on their next order's
 * card and packing list (ticked like a product), and delivering that order marks it given;
 * undoing the delivery owes it again. Phone, 390×844.
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

interface OrderGifts {
  obsequios: { nombre: string; entregado: string | null }[];
}

async function findCard(page: Page, codigo: string) {
  await openBoardFilters(page);
  await page
    .getByRole('group', { name: 'Filtrar por torre' })
    .getByRole('button', { name: /^Torre 4/ })
    .click();
  const card = page.getByRole('article', { name: codigo });
  const more = page.getByRole('button', { name: 'Ver más pedidos' });
  await page.getByRole('article').first().waitFor(WAIT);
  for (let i = 0; i < 20 && (await card.count()) === 0 && (await more.count()) > 0; i += 1) {
    await more.click();
    await page.waitForTimeout(300);
  }
  await card.waitFor(WAIT);
  return card;
}

describe('a gift redeemed with points', () => {
  it('is owed on the board, rides on the next order’s packing list and is marked given by its delivery', async () => {
    const { context, page, admin } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    const { problems } = watchPageProblems(page);

    // The resident earns 300 points and redeems the bag.
    const resident = await newResident();
    await apiCall('POST', `/api/admin/usuarios/${resident.user.id}/puntos`, admin.token, {
      puntos: 300,
      motivo: 'Prueba de regalos',
    });
    const rewards = await apiCall<{ id: number; nombre: string }[]>(
      'GET',
      '/api/recompensas/disponibles',
      resident.token,
    );
    const bag = rewards.find((r) => r.nombre.startsWith('Bolsa reutilizable'));
    if (!bag) throw new Error('the demo rewards have no reusable bag');
    await apiCall('POST', '/api/canjes/crear', resident.token, { recompensa_id: bag.id });
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 5_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');
    const placed = await placeCashOrder(resident, product, 1);

    // The board: "Regalos por entregar", folded to one line, names the order it goes with.
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    const owed = page.locator('details').filter({ hasText: 'Regalos por entregar' });
    await owed.waitFor(WAIT);
    await owed.locator('summary').click();
    const entry = owed.getByRole('listitem').filter({ hasText: `Va con ${placed.codigo}` });
    await entry.waitFor(WAIT);
    expect(await entry.innerText()).toContain(`${bag.nombre} · Lucía Pardo`);
    expect(await entry.innerText()).toContain('Torre 4 · Piso 9 · Apto 904');
    expect(await entry.innerText()).toMatch(/Canjeado el /);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'regalos-por-entregar-phone');

    // The card says it too.
    const card = await findCard(page, placed.codigo);
    expect(await card.innerText()).toContain(`Regalo por entregar: ${bag.nombre}`);

    // The packing list: the gift is ticked like a product; all ticked is "Todo listo".
    await card.getByRole('link', { name: `Alistar ${placed.codigo}` }).click();
    const gifts = page.getByRole('group', { name: 'Regalos por entregar (canje de puntos)' });
    await gifts.waitFor(WAIT);
    await gifts.getByRole('checkbox', { name: `1 × ${bag.nombre}` }).check();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByText('Todo listo', { exact: true }).waitFor(WAIT);
    const href = await page
      .getByRole('link', { name: 'Compartir por WhatsApp' })
      .getAttribute('href');
    expect(decodeURIComponent(href!)).toContain(
      `Regalos por entregar (canje de puntos):\n- 1 × ${bag.nombre}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'regalo-lista-alistamiento-phone', { fullPage: true });

    // Delivered from the board: the gift is given and leaves "Regalos por entregar".
    await page.getByRole('link', { name: 'Volver a entregas' }).click();
    const again = await findCard(page, placed.codigo);
    await again.getByRole('button', { name: `Marcar entregado ${placed.codigo}` }).click();
    await page.getByText(`Pedido ${placed.codigo} entregado`).waitFor(WAIT);
    const delivered = await apiCall<OrderGifts>(
      'GET',
      `/api/admin/pedidos/${placed.pedidoId}`,
      admin.token,
    );
    expect(delivered.obsequios).toHaveLength(1);
    expect(delivered.obsequios[0]!.entregado).not.toBeNull();
    const list = await apiCall<{
      regalos: { pedido: { id: number } | null; usuario: { id: number } }[];
    }>('GET', '/api/admin/regalos', admin.token);
    expect(list.regalos.some((g) => g.usuario.id === resident.user.id)).toBe(false);

    // "Deshacer": owed again, on the same order.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page
      .getByText(`Pedido ${placed.codigo}: entrega revertida`, { exact: false })
      .waitFor(WAIT);
    const undone = await apiCall<OrderGifts>(
      'GET',
      `/api/admin/pedidos/${placed.pedidoId}`,
      admin.token,
    );
    expect(undone.obsequios).toMatchObject([{ nombre: bag.nombre, entregado: null }]);
    expect(problems).toEqual([]);
  });
});
