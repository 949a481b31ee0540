import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCOP } from '../domain/money';
import type { AdminOrderView } from '../domain/order-views';
import { axeViolations } from '../testkit/axe';
import { promiseMs, stepWait } from '../testkit/budgets';
import { launchBrowser, newPhonePage, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { eventStreamOpen, watchEventStream } from '../testkit/event-stream';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { brokenWords, largeText, sidewaysScroll } from '../testkit/reflow';
import { open } from '../testkit/pages';
import { productLine } from '../web/features/cart/cart-lines';
import { adminPage, apiCall, placeCashOrder } from './admin-helpers';
import { catalogue, newResident, signIn, type ApiProduct } from './store-helpers';

/**
 * Issue 44: the packer marks part of a line missing on the packing list at 390 px; the
 * resident's store asks within about two seconds, the resident takes a replacement, and the
 * packing list, the board, the cash to collect and the resident's tracker show the new total
 * without a reload.
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
/** "Within 2 s" (the issue): exactly that with a core to spare, stretched on a loaded machine. */
const LIVE = { timeout: promiseMs(2_000) };

/** A plain product with another of its category in stock (something to propose). */
async function productWithSibling(): Promise<ApiProduct> {
  const products = await catalogue();
  const product = products.find(
    (p) =>
      !p.descuento_activo &&
      p.stock >= 5 &&
      p.precio >= 3_000 &&
      products.some((q) => q.id !== p.id && q.categoria === p.categoria && q.stock >= 3),
  );
  if (!product) throw new Error('the demo catalogue has no product with a sibling in stock');
  return product;
}

/** Every amount written on the page, as the page writes it ('$ 12.500' with its space). */
const shown = (page: Page, amount: number) =>
  page.getByText(formatCOP(amount), { exact: false }).first();

describe('a missing product, asked live', () => {
  it('is marked at 390 px, answered in the store, and every figure follows without a reload', async () => {
    const product = await productWithSibling();
    const resident = await newResident();
    const placed = await placeCashOrder(resident, product, 3);

    // The resident's store, following the order.
    // The resident's phone in dark mode, so the question's sheet is checked there too.
    const store = await newPhonePage(browser, { colorScheme: 'dark' });
    contexts.push(store.context);
    const storeProblems = watchPageProblems(store.page).problems;
    watchEventStream(store.page);
    await signIn(store.page, resident);
    await store.page.goto(urlOf('/app'), { waitUntil: 'load' });
    const tracker = store.page.getByRole('region', { name: `Tu pedido ${placed.codigo}` });
    await tracker.waitFor(WAIT);
    await eventStreamOpen(store.page);

    // The board, on another phone.
    const board = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(board.context);
    watchEventStream(board.page);
    await board.page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    const card = board.page.getByRole('article', { name: placed.codigo });
    await card.waitFor(WAIT);
    await eventStreamOpen(board.page);

    // The packer's list.
    const packer = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(packer.context);
    const packerProblems = watchPageProblems(packer.page).problems;
    watchEventStream(packer.page);
    await packer.page.goto(urlOf(`/admin/entregas?alistar=${placed.pedidoId}`), {
      waitUntil: 'load',
    });
    await packer.page.getByRole('checkbox').first().waitFor(WAIT);
    await eventStreamOpen(packer.page);
    const before = await apiCall<AdminOrderView>(
      'GET',
      `/api/admin/pedidos/${placed.pedidoId}`,
      packer.admin.token,
    );

    // "Falta": only 1 of 3 on the shelf.
    await packer.page.getByRole('button', { name: `Falta ${product.nombre}` }).click();
    const sheet = packer.page.getByRole('dialog', { name: `Falta ${product.nombre}` });
    await sheet.waitFor(WAIT);
    await sheet.getByRole('button', { name: 'Una menos' }).click();
    await sheet.getByText('Solo hay 1 de 3.').waitFor(WAIT);
    await sheet.getByRole('radio').nth(1).waitFor(WAIT);
    expect(await axeViolations(packer.page, '[role="dialog"]')).toEqual([]);
    await screenshot(packer.page, 'faltante-marcar-phone');
    await sheet.getByRole('button', { name: 'Confirmar faltante' }).click();
    await sheet.waitFor({ state: 'detached', ...WAIT });
    await packer.page.getByText(/Esperando al residente \(\d:\d\d\)/).waitFor(WAIT);
    await screenshot(packer.page, 'faltante-esperando-phone');

    // The store asks within about two seconds.
    const question = store.page.getByRole('dialog', {
      name: `Falta ${product.nombre} … ¿Qué hacemos?`,
    });
    await question.waitFor(LIVE);
    await card.getByText(/Esperando al residente \(\d:\d\d\)/).waitFor(LIVE);
    expect(await axeViolations(store.page, '[role="dialog"]')).toEqual([]);
    await screenshot(store.page, 'faltante-pregunta-phone');

    // The resident takes the first proposal (accepting the difference if it is dearer).
    await question.getByRole('radio').first().check();
    const accept = question.getByRole('checkbox', { name: /Acepto pagar/ });
    if (await accept.count()) await accept.check();
    await question.getByRole('button', { name: 'Confirmar' }).click();
    // Closed, the sheet is titled by the order and says what happened.
    const answered = store.page.getByRole('dialog', { name: `Pedido ${placed.codigo}` });
    await answered.getByText(/^Listo: cambiamos /).waitFor(WAIT);
    await screenshot(store.page, 'faltante-respondida-phone');
    await answered.getByRole('button', { name: 'Entendido' }).click();

    const after = await apiCall<AdminOrderView>(
      'GET',
      `/api/admin/pedidos/${placed.pedidoId}`,
      packer.admin.token,
    );
    expect(after.pregunta_faltante?.estado).toBe('aceptada');
    expect(after.productos.some((l) => l.reemplaza_linea_id != null)).toBe(true);
    expect(after.total).not.toBe(before.total);

    // Every screen shows the new total without a reload.
    await tracker.getByText(`Nuevo total: ${formatCOP(after.total)}`).waitFor(WAIT);
    await shown(packer.page, after.efectivo_a_cobrar ?? after.total).waitFor(WAIT);
    await card
      .getByText(formatCOP(after.efectivo_a_cobrar ?? after.total))
      .first()
      .waitFor(WAIT);
    expect(await packer.page.getByText(/Esperando al residente/).count()).toBe(0);
    await screenshot(packer.page, 'faltante-reemplazado-phone');
    await screenshot(store.page, 'faltante-tracker-phone');

    expect(storeProblems).toEqual([]);
    expect(packerProblems).toEqual([]);
  });
});

describe('"Si falta algo" at checkout', () => {
  const sizes = [
    { name: '390 px', width: PHONE_VIEWPORT.width, large: false, dark: false },
    { name: '320 px, dark', width: 320, large: false, dark: true },
    { name: '200 % text', width: PHONE_VIEWPORT.width, large: true, dark: false },
  ] as const;

  it('chooses once per order, per line behind a disclosure, and the order carries it', async () => {
    const product = await productWithSibling();
    const resident = await newResident();
    let placed: { codigo: string } | null = null;
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: PHONE_VIEWPORT.height },
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
        colorScheme: size.dark ? 'dark' : 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      contexts.push(context);
      if (size.large) await largeText(context);
      const page = await context.newPage();
      const problems = watchPageProblems(page).problems;
      await signIn(page, resident, { cart: [productLine({ imagen: null, ...product }, 2)] });
      await open(page, '/app');
      await page.getByRole('button', { name: /^Carrito/ }).click();
      await page
        .getByRole('dialog', { name: 'Tu carrito' })
        .getByRole('button', { name: 'Pagar en efectivo' })
        .click();
      const step = page.getByRole('dialog', { name: 'Datos de entrega' });
      const group = step.getByRole('group', { name: 'Si falta algo' });
      await group.waitFor(WAIT);
      // Never chose: "Preguntarme" (DESIGN §10); after the first order, its choice is the default.
      const remembered = placed ? 'Reemplazar por uno parecido' : 'Preguntarme';
      expect(await group.getByRole('radio', { name: remembered }).isChecked()).toBe(true);
      const tag = `faltante-checkout-${size.name.replace(/[^a-z0-9]+/gi, '-')}`;
      await group.getByText('Elegir reemplazo por producto (opcional)').click();
      await group.getByText(product.nombre, { exact: true }).click();
      const own = group.getByRole('radiogroup', { name: `Si no hay ${product.nombre}` });
      await own.getByRole('radio').nth(2).waitFor(WAIT);
      await group.scrollIntoViewIfNeeded();
      const { scrollWidth, clientWidth } = await sidewaysScroll(page);
      expect(scrollWidth, `${size.name}: scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      expect(await brokenWords(page, '[role="dialog"]'), `${size.name}: words`).toEqual([]);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, tag);
      if (size === sizes[0]) {
        // Keyboard: the arrows move the choice (native radios).
        await group.getByRole('radio', { name: 'Quitarlo y no cobrarlo' }).focus();
        await page.keyboard.press('ArrowDown');
        expect(
          await group.getByRole('radio', { name: 'Reemplazar por uno parecido' }).isChecked(),
        ).toBe(true);
        await own.getByRole('radio', { name: 'No reemplazar' }).check();
        await step.getByRole('button', { name: 'Continuar' }).click();
        const confirm = page.getByRole('dialog', { name: /Confirm/ });
        await confirm.getByRole('button', { name: /Confirmar pedido/ }).click();
        const done = page.getByRole('dialog', { name: '¡Pedido confirmado!' });
        await done.waitFor(WAIT);
        placed = { codigo: (await done.innerText()).match(/SUP-\d+/)?.[0] ?? '' };
      }
      expect(problems).toEqual([]);
      await context.close();
    }
    // The order and the resident's default carry the choice.
    expect(placed?.codigo).toMatch(/^SUP-\d+$/);
    const profile = await apiCall<{ user: { faltantes_preferencia: string | null } }>(
      'GET',
      '/auth/profile',
      resident.token,
    );
    expect(profile.user.faltantes_preferencia).toBe('reemplazar');
  });
});
