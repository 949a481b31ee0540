import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  type Session,
} from './store-helpers';
import { stepMs, stepWait } from '../testkit/budgets';

// Issue 40, "money and lock-outs": a code kept with the cart across a reload; an abandoned
// DaviPlata attempt ended by the resident, who pays cash at once; the late approval of that
// attempt is refunded, never a second order. Own resident and own products every run.

let browser: Browser;
let admin: Session;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(30_000);

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(urlOf(path), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A product of this run alone, so no other file's orders move its stock. */
async function ownProduct(precio: number, stock: number) {
  const categoria = (await catalogue())[0]!.categoria;
  const nombre = `Café de prueba ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const { producto } = await api<{ producto: { id: number } }>('POST', '/productos', admin.token, {
    nombre,
    precio,
    categoria,
    stock,
  });
  return { id: producto.id, nombre, precio };
}

async function ordersOf(resident: Session) {
  return api<
    Array<{
      id: number;
      metodo_pago: string;
      estado_pago: string;
      codigo_promocional: string | null;
      descuento_cupon: number;
      subtotal: number;
      total: number;
    }>
  >('GET', '/orders', resident.token);
}

async function phone(resident: Session): Promise<{ page: Page; problems: string[] }> {
  const { context, page } = await newPhonePage(browser);
  contexts.push(context);
  await signIn(page, resident);
  const { problems } = watchPageProblems(page);
  await open(page, '/app');
  await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
  return { page, problems };
}

async function addToCart(page: Page, nombre: string, units: number) {
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(nombre);
  const add = page.getByRole('button', { name: `Agregar ${nombre} al carrito` });
  for (let i = 0; i < units; i++) await add.click();
}

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Tu carrito' });

async function payCash(page: Page) {
  await cartDialog(page).getByRole('button', { name: 'Pagar en efectivo' }).click();
  const delivery = page.getByRole('dialog', { name: 'Datos de entrega' });
  await delivery.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirma tu pedido' });
  await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.getByRole('dialog', { name: '¡Pedido confirmado!' }).waitFor(WAIT);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await login(ADMIN);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('the resident keeps money and is never locked out', () => {
  it('keeps an applied code across a reload and the order carries it and its discount', async () => {
    const resident = await newResident();
    const product = await ownProduct(8_400, 20);
    const codes = await unusedGeneralCodes();
    const code = codes[Math.floor(Math.random() * codes.length)];
    if (!code) throw new Error('the demo seed has no unused general code');
    const { page, problems } = await phone(resident);

    await addToCart(page, product.nombre, 2);
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
    const cart = cartDialog(page);
    await cart.getByRole('textbox', { name: 'Código promocional' }).fill(code);
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await cart.getByRole('button', { name: `Quitar el código ${code}` }).waitFor();

    // The tab is reloaded (or killed and opened again): the code stays with the cart.
    const validations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/validar-codigo-promocional')) validations.push(r.url());
    });
    await page.reload();
    await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
    await cart.getByRole('button', { name: `Quitar el código ${code}` }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    // Checked again once this load, not on every render (the server counts each attempt).
    await cart.getByRole('button', { name: 'Cerrar carrito' }).click();
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
    await page.waitForTimeout(500);
    expect(validations).toHaveLength(1);
    await screenshot(page, 'codigo-tras-recargar');

    await payCash(page);
    const [order] = await ordersOf(resident);
    expect(order).toMatchObject({ codigo_promocional: code, subtotal: 16_800 });
    expect(order!.descuento_cupon).toBeGreaterThan(0);
    expect(order!.total).toBeLessThan(16_800);
    expect(problems).toEqual([]);
  });

  it('says a kept code no longer applies before confirming', async () => {
    const resident = await newResident();
    const product = await ownProduct(8_400, 20);
    const { page } = await phone(resident);
    await addToCart(page, product.nombre, 1);
    // A code kept from an earlier visit that has since been used by someone else.
    await page.evaluate(
      ({ owner }) =>
        localStorage.setItem(
          'carrito-codigo',
          JSON.stringify({ codigo: 'SC2026GZZZZZZZZZZ', porcentaje: 10, mensaje: '', owner }),
        ),
      { owner: String(resident.user.id) },
    );
    await page.reload();
    await page.getByRole('list', { name: 'Productos' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Carrito, 1 producto' }).click();
    const notice = cartDialog(page).getByRole('alert');
    await notice.getByText(/^Tu código SC2026GZZZZZZZZZZ ya no aplica: /).waitFor(WAIT);
    expect(
      await cartDialog(page)
        .getByText(/Código SC2026GZZZZZZZZZZ/)
        .count(),
    ).toBe(0);
    await screenshot(page, 'codigo-ya-no-aplica');
    expect(await axeViolations(page)).toEqual([]);
  });

  it(
    'DaviPlata: Back from the bank, "Cancelar este pago", cash at once; the late approval is refunded',
    { timeout: stepMs(120_000) },
    async () => {
      const resident = await newResident();
      const product = await ownProduct(12_000, 20);
      const { page } = await phone(resident);
      await addToCart(page, product.nombre, 2);
      await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
      await cartDialog(page).getByRole('button', { name: 'Pagar en línea' }).click();
      await page
        .getByRole('dialog', { name: 'Datos de entrega' })
        .getByRole('button', { name: 'Continuar' })
        .click();
      const modal = page.getByRole('dialog', { name: 'Pago seguro' });
      await modal.waitFor(WAIT);
      await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
      await modal.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
      await modal.getByRole('radio', { name: /^DaviPlata/ }).check();
      await modal.getByLabel('Teléfono celular').fill('3001234567');
      await modal.getByLabel('Cédula').fill('1000000002');
      await modal.getByRole('button', { name: 'Pagar', exact: true }).click();
      await page.waitForURL(/\/sandbox\/banco\//, WAIT);
      const bankUrl = page.url();
      await page.getByRole('heading', { name: 'Banco de pruebas' }).waitFor(WAIT);

      // Back on the bank page: the store shows the open attempt in its own words.
      await page.goBack();
      await page.waitForURL(/\/app/, WAIT);
      const sheet = page.getByRole('dialog', { name: 'Tienes un pago en curso' });
      await sheet.waitFor(WAIT);
      await sheet.getByText('Aprueba el pago en la página de DaviPlata').waitFor();
      expect(await sheet.innerText()).not.toContain('notificación');
      expect(
        await sheet.getByRole('link', { name: 'Volver a DaviPlata' }).getAttribute('href'),
      ).toBe(bankUrl);
      await screenshot(page, 'daviplata-pago-abierto');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 700 });
      await screenshot(page, 'daviplata-pago-abierto-320');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.setViewportSize({ width: 390, height: 844 });

      await sheet.getByRole('button', { name: 'Cancelar este pago' }).click();
      await sheet.waitFor({ state: 'detached', ...WAIT });
      await page.getByText('Cancelamos este pago.').first().waitFor(WAIT);
      await screenshot(page, 'daviplata-pago-cancelado');

      // The cart offers both ways to pay again, at once: cash now.
      await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
      await cartDialog(page).getByRole('button', { name: 'Pagar en línea' }).waitFor();
      await screenshot(page, 'carrito-tras-cancelar');
      await payCash(page);
      expect(await ordersOf(resident)).toMatchObject([{ metodo_pago: 'EFECTIVO' }]);

      // Later the resident finishes the ended attempt in the bank's page: the gateway approves.
      await page.goto(bankUrl);
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await page.waitForURL(/\/payment-success\?id=/, WAIT);
      await page.getByText(/se aprobó después de que lo cancelaste/).waitFor(WAIT);
      await screenshot(page, 'daviplata-aprobado-tras-cancelar');
      await expect
        .poll(
          async () =>
            (await api<{ reembolsos: unknown[] }>('GET', '/api/pagos/en-curso', resident.token))
              .reembolsos.length,
          { timeout: stepMs(20_000), interval: 500 },
        )
        .toBe(1);
      const orders = await ordersOf(resident);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ metodo_pago: 'EFECTIVO' });

      // The store tells it too, once.
      await open(page, '/app');
      await page.getByText(/se aprobó después de que lo cancelaste/).waitFor(WAIT);
      await screenshot(page, 'daviplata-reembolso-aviso');
    },
  );

  it('counts the units inside packages and warns on the product line before checkout', async () => {
    const resident = await newResident();
    const product = await ownProduct(8_000, 2);
    const pkg = `Desayuno de prueba ${product.id}`;
    await api('POST', '/api/admin/paquetes', admin.token, {
      nombre: pkg,
      precio_paquete: 7_500,
      productos: [{ producto_id: product.id, cantidad: 1 }],
    });
    const { page } = await phone(resident);
    await addToCart(page, product.nombre, 2);
    await page.getByRole('tab', { name: 'Paquetes' }).click();
    await page.getByRole('button', { name: `Agregar ${pkg} al carrito` }).click();
    await page.getByRole('button', { name: 'Carrito, 3 productos' }).click();
    const cart = cartDialog(page);
    const warning = `Solo quedan 2 unidades de ${product.nombre} y tu pedido necesita 3 (1 dentro de tus paquetes)`;
    await cart.getByText(warning).waitFor(WAIT);
    expect(await cart.getByText(warning).count()).toBe(1);
    expect(
      await cart
        .getByRole('listitem')
        .filter({ has: page.getByText(warning) })
        .getByRole('button', { name: `Quitar una unidad de ${product.nombre}` })
        .count(),
    ).toBe(1);
    expect(await cart.getByRole('button', { name: 'Pagar en efectivo' }).isDisabled()).toBe(true);
    await screenshot(page, 'carrito-paquetes-sin-stock');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'carrito-paquetes-sin-stock-320');
    await page.setViewportSize({ width: 390, height: 844 });

    await cart.getByRole('button', { name: `Quitar una unidad de ${product.nombre}` }).click();
    expect(await cart.getByText(warning).count()).toBe(0);
    expect(await cart.getByRole('button', { name: 'Pagar en efectivo' }).isDisabled()).toBe(false);
  });
});
