import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../testkit/browser';
import { urlOf } from '../testkit/base-url';
import { watchPageProblems, pathOf } from '../testkit/page-problems';
import { screenshot } from '../testkit/pages';
import { adminPage, goInApp, VIEWPORTS } from './admin-helpers';
import { axeViolations } from './store-helpers';
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

const SECTIONS = [
  ['/admin/dashboard', 'Resumen'],
  ['/admin/inventario', 'Control de inventario'],
  ['/admin/entregas', 'Gestión de entregas'],
  ['/admin/usuarios', 'Usuarios'],
  ['/admin/promociones', 'Promociones'],
  ['/admin/margenes', 'Márgenes y costos'],
  ['/admin/paquetes', 'Gestión de paquetes'],
  ['/admin/soporte', 'Soporte'],
  ['/admin/solicitudes', 'Solicitudes de datos'],
  ['/admin/registro', 'Registro de cambios'],
  ['/admin/canjes', 'Canjes y recompensas'],
] as const;

describe('the admin panel shell', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`routes every section, keeps reload and back, and has no WhatsApp button (${name})`, async () => {
      const { context, page } = await adminPage(browser, viewport);
      contexts.push(context);
      const { problems } = watchPageProblems(page);
      // The panel keeps its event stream open in every section (issue 24): the network is never
      // idle there, so these pages are waited for by what they show.
      await page.goto(urlOf('/admin'), { waitUntil: 'load' });
      await page
        .getByRole('heading', { level: 2, name: 'Control de inventario' })
        .waitFor({ timeout: stepMs(15_000) });
      expect(pathOf(page)).toBe('/admin/inventario');
      expect(await page.getByText('Hola, ').innerText()).toMatch(/^Hola, \S/);
      expect(await page.getByRole('link', { name: 'Escríbenos por WhatsApp' }).count()).toBe(0);

      const nav = page.getByRole('navigation', {
        name: name === 'phone' ? 'Secciones del panel (móvil)' : 'Secciones del panel',
      });
      await nav.getByRole('link', { name: 'Usuarios' }).click();
      await page.getByRole('heading', { level: 2, name: 'Usuarios' }).waitFor();
      expect(pathOf(page)).toBe('/admin/usuarios');
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('heading', { level: 2, name: 'Usuarios' }).waitFor();
      await page.goBack({ waitUntil: 'load' });
      await page.getByRole('heading', { level: 2, name: 'Control de inventario' }).waitFor();

      if (name === 'phone') {
        await nav.getByRole('button', { name: 'Más' }).click();
        await nav.getByRole('link', { name: 'Gestión de paquetes' }).click();
      } else {
        await nav.getByRole('link', { name: 'Gestión de paquetes' }).click();
      }
      await page.getByRole('heading', { level: 2, name: 'Gestión de paquetes' }).waitFor();
      await screenshot(page, `admin-paquetes-${name}`);
      expect(problems).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, viewport] of VIEWPORTS) {
      it(
        `every section is axe clean (${name}, ${scheme})`,
        { timeout: stepMs(180_000) },
        async () => {
          const { context, page } = await adminPage(browser, viewport, scheme);
          contexts.push(context);
          const failures: string[] = [];
          for (const [i, [path, heading]] of SECTIONS.entries()) {
            // One page load, then the app's own navigation. The delivery board keeps its event
            // stream open: the network never goes idle there.
            if (i === 0) await page.goto(urlOf(path), { waitUntil: 'load' });
            else await goInApp(page, path);
            await page
              .getByRole('heading', { level: 2, name: heading })
              .waitFor({ timeout: stepMs(15_000) });
            await page
              .getByText(/^Cargando/)
              .first()
              .waitFor({ state: 'detached', timeout: stepMs(15_000) });
            if (name === 'phone')
              await screenshot(
                page,
                `admin${path.replace('/admin', '').replaceAll('/', '-')}-${name}-${scheme}`,
              );
            failures.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
          }
          expect(failures).toEqual([]);
        },
      );
    }
  }

  it('no section scrolls sideways on a 320 px phone', { timeout: stepMs(120_000) }, async () => {
    const { context, page } = await adminPage(browser, { width: 320, height: 640 });
    contexts.push(context);
    const wide: string[] = [];
    for (const [i, [path, heading]] of SECTIONS.entries()) {
      if (i === 0) await page.goto(urlOf(path), { waitUntil: 'load' });
      else await goInApp(page, path);
      await page
        .getByRole('heading', { level: 2, name: heading })
        .waitFor({ timeout: stepMs(15_000) });
      await page
        .getByText(/^Cargando/)
        .first()
        .waitFor({ state: 'detached', timeout: stepMs(15_000) });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
      if (path === '/admin/inventario' || path === '/admin/entregas')
        await screenshot(page, `admin${path.replace('/admin', '').replaceAll('/', '-')}-320`);
    }
    expect(wide).toEqual([]);
  });

  it('signing out from the panel clears the session', async () => {
    const { context, page } = await adminPage(browser, VIEWPORTS[0][1]);
    contexts.push(context);
    await page.goto(urlOf('/admin/dashboard'), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
