import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../domain/admin-messages';
import { urlOf } from '../testkit/base-url';
import { launchBrowser, newPhonePage } from '../testkit/browser';
import { pathOf, watchPageProblems } from '../testkit/page-problems';
import { mainHeading, open, screenshot } from '../testkit/pages';
import { adminPage, apiCall } from './admin-helpers';
import { ADMIN, axeViolations, login, signIn, type Session } from './store-helpers';
import { stepWait } from '../testkit/budgets';

/**
 * Issue 39, the staff's second factor in the real login form on a phone: a fresh administrator
 * enrols an authenticator app and keeps the recovery codes, signs out (the server ends the
 * session), signs in with a code of the next 30 s step (the authenticator's clock a little ahead:
 * the server takes ±1 step) and then with a recovery code; a repartidor's panel has only Entregas.
 * Each journey makes its own people, so no other file's leftovers matter.
 */
let browser: Browser;
let demoAdmin: Session;
const contexts: BrowserContext[] = [];
const WAIT = stepWait(15_000);

beforeAll(async () => {
  browser = await launchBrowser();
  demoAdmin = await login(ADMIN);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

interface Person {
  id: number;
  email: string;
  cedula: string;
  telefono: string;
}

let made = 0;
/** A resident registered through the API, then given `rol` by the demo administrator. */
async function staffMember(rol: 'admin' | 'repartidor'): Promise<Person> {
  const n = String(((Date.now() % 1_000_000) * 10 + made++) % 10_000_000).padStart(7, '0');
  const facts = {
    email: `equipo${n}@prueba.co`,
    cedula: String(70_000_000 + Number(n)),
    telefono: `315${n}`,
  };
  const response = await fetch(urlOf('/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...facts,
      nombre: rol === 'admin' ? 'Sofía Gerente' : 'Rita Reparto',
      torre: 2,
      piso: 3,
      apartamento: '301',
      privacy_accepted: true,
      marketing_accepted: false,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register → ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as Session;
  await apiCall('PUT', `/api/admin/usuarios/${user.id}/rol`, demoAdmin.token, { rol });
  return { id: user.id, ...facts };
}

/** A POST without a session (the sign-in's steps). */
async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(urlOf(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What an authenticator app shows for `secret`, `aheadMs` from now. */
const codeOf = (secret: string, aheadMs = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + aheadMs,
  });

async function threeFacts(page: Page, who: Person) {
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Cédula').fill(who.cedula);
  await page.getByLabel('Teléfono', { exact: true }).fill(who.telefono);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function inThePanel(page: Page) {
  await mainHeading(page).filter({ hasText: 'Panel de administración' }).waitFor(WAIT);
  expect(pathOf(page)).toMatch(/^\/admin\//);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('heading', { level: 1, name: 'Inicia sesión' }).waitFor(WAIT);
}

const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('staff second factor', () => {
  it('enrols an authenticator, then signs in with a code of the next step and with a recovery code', async () => {
    const person = await staffMember('admin');
    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await open(page, '/');

    // The three facts of a staff member without a factor lead to the enrolment.
    await threeFacts(page, person);
    await page.getByRole('heading', { name: 'Protege tu cuenta' }).waitFor(WAIT);
    await page.getByRole('img', { name: /Código QR/ }).waitFor(WAIT);
    const secret = ((await page.getByTestId('totp-secreto').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-enrolment', { fullPage: true });

    await page.getByLabel('Código de 6 dígitos').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const list = page.getByRole('list', { name: 'Códigos de recuperación' });
    await list.waitFor(WAIT);
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    expect(await tokenIn(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-recovery-codes', { fullPage: true });
    await page.getByLabel('Guardé mis códigos').check();
    await page.getByRole('button', { name: 'Entrar al panel' }).click();
    await inThePanel(page);

    // "Salir" ends the session on the server, not only in this browser.
    const first = await tokenIn(page);
    await signOut(page);
    await expect
      .poll(
        async () =>
          (await fetch(urlOf('/auth/profile'), { headers: { authorization: `Bearer ${first}` } }))
            .status,
      )
      .toBe(401);

    // The authenticator's clock ~30 s ahead: the next step's code, within the server's window
    // and past the step the enrolment used.
    await threeFacts(page, person);
    await page.getByRole('heading', { name: 'Confirma que eres tú' }).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-step');
    await page.getByLabel('Código de 6 dígitos').fill(codeOf(secret, 30_000));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await inThePanel(page);
    await signOut(page);

    // A recovery code, once.
    await threeFacts(page, person);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(codes[0]!);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-recovery-step');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await inThePanel(page);
    await page.getByText('Te quedan 9.', { exact: false }).waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it("shows a repartidor's phone only Entregas and its own account", async () => {
    const person = await staffMember('repartidor');
    // Through the API as a script would: the three facts, the enrolment's QR secret, its code.
    const started = await post<{ desafio: string }>('/auth/login', {
      email: person.email,
      cedula: person.cedula,
      telefono: person.telefono,
    });
    const { secreto } = await post<{ secreto: string }>('/auth/factor/totp/inscribir', {
      desafio: started.desafio,
    });
    const session = await post<Session>('/auth/factor/totp/confirmar', {
      desafio: started.desafio,
      codigo: codeOf(secreto),
    });

    const { context, page } = await newPhonePage(browser);
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await signIn(page, session);
    await open(page, '/admin');
    await page.waitForURL(/\/admin\/entregas$/, WAIT);
    const bar = page.getByRole('navigation', { name: 'Secciones del panel (móvil)' });
    await bar.getByRole('link').first().waitFor(WAIT);
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Entregas']);
    await bar.getByRole('button', { name: 'Más' }).click();
    await bar.getByRole('link', { name: 'Mi cuenta y seguridad' }).click();
    await page.getByRole('heading', { level: 2, name: 'Mi cuenta y seguridad' }).waitFor(WAIT);
    await page.getByText('Esta sesión', { exact: true }).waitFor(WAIT);
    await page.getByText('App de autenticación', { exact: true }).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-account', { fullPage: true });
    await page.setViewportSize({ width: 320, height: 740 });
    await screenshot(page, 'staff-factor-account-320', { fullPage: true });

    await open(page, '/admin/margenes');
    await page.getByRole('heading', { level: 1, name: 'Acceso denegado' }).waitFor(WAIT);
    await page.getByText('Tu rol (Repartidor) no puede abrir esta sección').waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('lets the owner give a role in Usuarios, with what each role may do', async () => {
    const person = await staffMember('repartidor');
    const { context, page } = await adminPage(browser, { width: 390, height: 844 });
    contexts.push(context);
    const { problems } = watchPageProblems(page);
    await open(page, `/admin/usuarios`);
    await page.getByRole('searchbox').fill(person.email);
    await page.getByText(person.email).waitFor(WAIT);
    await page.getByText(/^Repartidor · desde/).waitFor(WAIT);
    await page.getByRole('button', { name: 'Cambiar rol de Rita Reparto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rol de Rita Reparto' });
    await dialog.getByRole('radio', { name: /Encargado/ }).check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-factor-role-dialog');
    await dialog.getByRole('button', { name: 'Cambiar a Encargado' }).click();
    await page.getByText(ADMIN_MESSAGES.adminOps.roleChanged).first().waitFor(WAIT);
    await page.getByText(/^Encargado · desde/).waitFor(WAIT);
    expect(problems).toEqual([]);
  });
});
