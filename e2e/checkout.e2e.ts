import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCOP } from '../domain/money';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { open, screenshot } from '../testkit/pages';
import {
  ADMIN,
  axeViolations,
  catalogue,
  login,
  newResident,
  signIn,
  unusedGeneralCodes,
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

async function markDelivered(orderId: number): Promise<number> {
  const admin = await login(ADMIN);
  const response = await fetch(urlOf(`/api/admin/pedidos/${orderId}/estado`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ estado: 'entregado' }),
  });
  if (!response.ok) throw new Error(`deliver → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { puntos_acreditados: number }).puntos_acreditados;
}

describe('cash checkout and the order history', () => {
  it('a resident orders with a code, pays cash, and follows the order to delivered with points', async () => {
    const resident = await newResident();
    const [code] = await unusedGeneralCodes();
    if (!code) throw new Error('the demo seed has no unused general code');
    const product = (await catalogue()).find(
      (p) => !p.descuento_activo && p.stock >= 5 && p.precio >= 8_000,
    );
    if (!product) throw new Error('the demo catalogue has no plain product with stock');

    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    await signIn(page, resident);
    const { problems } = watchPageProblems(page);
    await open(page, '/app');
    await page.getByRole('list', { name: 'Productos' }).waitFor({ timeout: stepMs(15_000) });

    await page.getByRole('combobox', { name: 'Buscar productos' }).fill(product.nombre);
    const add = page.getByRole('button', { name: `Agregar ${product.nombre} al carrito` });
    await add.click();
    await add.click();
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    await cart.getByRole('textbox', { name: 'Código promocional' }).fill(code);
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await cart.getByRole('button', { name: `Quitar el código ${code}` }).waitFor();
    await cart.getByRole('button', { name: 'Pagar en efectivo' }).click();

    const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
    await delivery.waitFor();
    // Prefilled from the registration.
    expect(await delivery.getByLabel('Torre').inputValue()).toBe('4');
    expect(await delivery.getByLabel('Apartamento', { exact: true }).inputValue()).toBe('904');
    await delivery.getByLabel('Apartamento', { exact: true }).fill('');
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    await delivery.getByText('Por favor ingresa el apartamento de entrega').waitFor();
    await screenshot(page, 'checkout-datos-entrega');
    expect(await axeViolations(page)).toEqual([]);
    await delivery.getByLabel('Apartamento', { exact: true }).fill('904');
    await delivery.getByRole('button', { name: 'Continuar' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
    await confirm.waitFor();
    const totalRow = confirm.getByText('TOTAL A PAGAR EN EFECTIVO').locator('..');
    const shownTotal = (await totalRow.innerText()).replace('TOTAL A PAGAR EN EFECTIVO', '').trim();
    await screenshot(page, 'checkout-confirmacion');
    expect(await axeViolations(page)).toEqual([]);
    // A double click still makes one order (one Idempotency-Key, the button disabled in flight).
    await confirm.getByRole('button', { name: 'Confirmar pedido' }).dblclick();

    const placed = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
    await placed.waitFor({ timeout: stepMs(15_000) });
    const orderCode = (await placed.getByText(/^SUP-\d{3,}$/).innerText()).trim();
    await screenshot(page, 'checkout-pedido-confirmado');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('carrito'))).toBe('[]');

    const history = await fetch(urlOf('/orders'), {
      headers: { authorization: `Bearer ${resident.token}` },
    });
    const orders = (await history.json()) as Array<{
      id: number;
      codigo: string;
      total: number;
      subtotal: number;
      descuento_cupon: number;
    }>;
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order!.codigo).toBe(orderCode);
    expect(formatCOP(order!.total)).toBe(shownTotal);
    expect(order!.descuento_cupon).toBeGreaterThan(0);

    await placed.getByRole('link', { name: 'Ver mis pedidos' }).click();
    await page.waitForURL(/\/historial$/);
    const list = page.getByRole('list', { name: 'Tus pedidos' });
    const card = list.getByRole('button', { name: new RegExp(orderCode) });
    await card.waitFor({ timeout: stepMs(15_000) });
    expect(await card.innerText()).toContain(shownTotal);
    expect(await card.innerText()).toContain('Pendiente');
    await screenshot(page, 'historial');
    expect(await axeViolations(page)).toEqual([]);

    await card.click();
    const detail = page.getByRole('dialog', { name: new RegExp(orderCode) });
    await detail.waitFor();
    expect(await detail.innerText()).toContain(product.nombre);
    expect(await detail.innerText()).toContain(code);
    expect(
      await detail.getByRole('link', { name: /Preguntar por este pedido/ }).getAttribute('href'),
    ).toBe(`/?openChat=true&mensaje=${orderCode}&autoFocus=true`);
    await screenshot(page, 'historial-detalle');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await page.getByText('Entregado', { exact: false }).first().waitFor();
    await page.getByRole('radio', { name: /^Entregado/ }).check({ force: true });
    await list.waitFor({ state: 'detached' }).catch(() => undefined);
    expect(await page.getByRole('button', { name: new RegExp(orderCode) }).count()).toBe(0);
    await page.getByRole('radio', { name: /^Pendiente/ }).check({ force: true });
    await page.getByRole('button', { name: new RegExp(orderCode) }).waitFor();

    const credited = await markDelivered(order!.id);
    expect(credited).toBe(Math.floor(order!.subtotal / 1_000));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: /^Entregado/ }).check({ force: true });
    const delivered = page.getByRole('button', { name: new RegExp(orderCode) });
    await delivered.waitFor({ timeout: stepMs(15_000) });
    expect(await delivered.innerText()).toContain('Entregado');
    await delivered.click();
    await page
      .getByRole('dialog', { name: new RegExp(orderCode) })
      .getByText(`Ganaste ${credited} puntos`)
      .waitFor();
    await screenshot(page, 'historial-entregado');
    expect(problems).toEqual([]);
  });
});
