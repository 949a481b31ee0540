import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveUnitPrice, priceCart } from '../domain/pricing';
import { formatCOP } from '../domain/money';
import { launchBrowser, PHONE_VIEWPORT } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, apiCall, openBoardFilters } from './admin-helpers';
import { axeViolations, catalogue, newResident } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 41, what the person packing and delivering needs: the packing list of a cash order says
 * the cash to collect with its rounding in words ("redondeado a favor del residente desde …",
 * never "Ajuste al peso"), the resident's name, phone, handoff and note, on screen, in print and
 * in the WhatsApp text; opened from a card far down the board, its title is not hidden under the
 * sticky header. Phone, 390×844.
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
const NOTE = 'Timbre dañado: llamar al llegar';
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the packing list’s delivery facts', () => {
  it('shows the cash to collect, the rounding in words, the name, phone, handoff and note on screen, print and share', async () => {
    // An offer whose price is not a multiple of $50, so the cash total is rounded.
    const products = await catalogue();
    const product = products.find(
      (p) => p.descuento_activo && p.stock >= 5 && effectiveUnitPrice(p) % 50 !== 0,
    );
    if (!product) throw new Error('the demo catalogue has no offer with an odd price');
    // A list longer than the screen, as most evening orders are: the board's scroll then left
    // the title above the top.
    const others = products
      .filter((p) => p.id !== product.id && p.stock >= 5 && effectiveUnitPrice(p) % 50 === 0)
      .slice(0, 9);
    const lines = [product, ...others].map((p) => ({ ...p, cantidad: 1 }));
    const priced = priceCart({ products: lines, method: 'efectivo' });
    expect(priced.cashRounding).toBeGreaterThan(0);
    const resident = await newResident();
    const placed = await apiCall<{ pedidoId: number; codigo: string }>(
      'POST',
      '/orders',
      resident.token,
      {
        productos: lines.map((p) => ({
          id: p.id,
          nombre: p.nombre,
          precio: effectiveUnitPrice(p),
          cantidad: 1,
        })),
        metodo_pago: 'efectivo',
        entrega_modo: 'porteria',
        recibe: 'Carlos',
        notas_entrega: NOTE,
      },
      { 'Idempotency-Key': `e2e-door-facts-${Date.now()}` },
    );
    const collect = `Cobrar en efectivo: ${plain(formatCOP(priced.total))}`;
    const rounding = `Redondeado a favor del residente desde ${plain(formatCOP(priced.total + priced.cashRounding))}`;

    const { context, page } = await adminPage(browser, PHONE_VIEWPORT);
    contexts.push(context);
    const { problems } = watchPageProblems(page);

    // The board, scrolled down to the order's card (Torre 4's pending orders, oldest first).
    await page.goto(urlOf('/admin/entregas'), { waitUntil: 'load' });
    await openBoardFilters(page);
    await page
      .getByRole('group', { name: 'Filtrar por torre' })
      .getByRole('button', { name: /^Torre 4/ })
      .click();
    const card = page.getByRole('article', { name: placed.codigo });
    const more = page.getByRole('button', { name: 'Ver más pedidos' });
    await page.getByRole('article').first().waitFor(WAIT);
    for (let i = 0; i < 20 && (await card.count()) === 0 && (await more.count()) > 0; i += 1) {
      await more.click();
      await page.waitForTimeout(300);
    }
    await card.waitFor(WAIT);
    // The card words the rounding too.
    expect(plain(await card.innerText())).toContain(rounding);
    expect(await card.innerText()).not.toContain('Ajuste al peso');
    // Far down the page, as after scrolling a busy evening's board.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await card.getByRole('link', { name: `Alistar ${placed.codigo}` }).click();

    const title = page.getByRole('heading', { level: 2, name: 'Lista de alistamiento' });
    await title.waitFor(WAIT);
    await page.getByRole('checkbox').first().waitFor(WAIT);
    // The title is in view, below the sticky header, not under it.
    const header = await page.locator('header').first().boundingBox();
    const heading = await title.boundingBox();
    expect(header && heading).toBeTruthy();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    const facts = page.getByRole('group', { name: 'Datos de la entrega' });
    await facts.waitFor(WAIT);

    const shown = plain(await facts.innerText());
    expect(shown).toContain('Lucía Pardo');
    expect(shown).toContain(resident.user.telefono as string);
    expect(shown).toContain('Entrega: Dejar en portería (recibe Carlos)');
    expect(shown).toContain(`Nota del residente: “${NOTE}”`);
    expect(shown).toContain('Indicaciones de siempre: “Llamar al llegar”');
    expect(shown).toContain(collect);
    expect(shown).toContain(rounding);
    expect(await page.getByText('Ajuste al peso').count()).toBe(0);
    await facts
      .getByRole('link', { name: `Llamar al ${resident.user.telefono as string}` })
      .waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'alistamiento-datos-entrega-phone');

    // The shared text carries the same facts.
    const href = await page
      .getByRole('link', { name: 'Compartir por WhatsApp' })
      .getAttribute('href');
    const text = plain(decodeURIComponent(href!.slice('https://wa.me/?text='.length)));
    expect(text).toContain(`Para: Lucía Pardo · Tel. ${resident.user.telefono as string}`);
    expect(text).toContain('Entrega: Dejar en portería (recibe Carlos)');
    expect(text).toContain(`Nota del residente: “${NOTE}”`);
    expect(text).toContain(`${collect} (r${rounding.slice(1)})`);

    // Printed: the facts are on the page.
    await page.emulateMedia({ media: 'print' });
    expect(await facts.isVisible()).toBe(true);
    expect(plain(await facts.innerText())).toContain(collect);
    await page.emulateMedia({ media: 'screen' });
    expect(problems).toEqual([]);
  });
});
