import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { customer, type Customer } from '../../modules/orders/orders.fixtures';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';

/**
 * Issue 46: the sandbox bank's decisions needed no session, so a stranger approved another
 * resident's payment, which the board showed as paid. Only the payer decides now.
 */
describe('sandbox bank decisions belong to the payer', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    // The sandbox never settles by itself here: only the bank page decides.
    t = await buildTestApp({
      config: { payments: { ...base.payments, sandboxSettleMs: 60 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  async function payByPse(who: Customer): Promise<string> {
    const product = await createProduct(t.database.db, { precio: 25_000 });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/pagos/configuracion',
      headers: { authorization: who.authorization },
    });
    const { aceptacion } = settings.json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crear-pago',
      headers: { authorization: who.authorization },
      payload: {
        metodoPago: 'PSE',
        productos: [{ id: product.id, nombre: product.nombre, precio: 25_000, cantidad: 1 }],
        monto: 25_000,
        telefono: '3001234567',
        cedula: '1000000002',
        banco: '1',
        acceptance_token: aceptacion.terminos.acceptance_token,
        accept_personal_auth: aceptacion.datos_personales.acceptance_token,
      },
    });
    expect(res.statusCode).toBe(201);
    return new URL(res.json().pseUrl as string).pathname;
  }
  const decide = (page: string, action: string, who?: Customer) =>
    t.app.inject({
      method: 'POST',
      url: `${page}/${action}`,
      headers: {
        accept: 'application/json',
        ...(who ? { authorization: who.authorization } : {}),
      },
    });
  const statusOf = async (page: string, who: Customer) => {
    const id = page.split('/').at(-1)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/consultar-pago/${id}`,
      headers: { authorization: who.authorization },
    });
    return res.json().status as string;
  };

  it.each(['aprobar', 'rechazar'])(
    'refuses %s to an anonymous caller (401) and to another resident (403), changing nothing',
    async (action) => {
      const payer = await customer(t);
      const stranger = await customer(t);
      const page = await payByPse(payer);
      const anonymous = await decide(page, action);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('LOGIN_REQUIRED');
      const other = await decide(page, action, stranger);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'Este pago es de otra cuenta: solo quien lo hizo puede aprobarlo o rechazarlo.',
      });
      const view = await t.app.inject({ method: 'GET', url: page });
      expect(view.body).toContain('Aprobar pago');
      expect(await statusOf(page, payer)).toBe('PENDING');
    },
  );

  it('lets the payer approve with their own session and sends them back to the shop', async () => {
    const payer = await customer(t);
    const page = await payByPse(payer);
    const res = await decide(page, 'aprobar', payer);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirect).toMatch(/^\/payment-success\?id=.+&env=test$/);
    expect(await statusOf(page, payer)).toBe('APPROVED');
  });

  it('serves the bank page with the script that sends the resident’s token', async () => {
    const page = await payByPse(await customer(t));
    const html = (await t.app.inject({ method: 'GET', url: page })).body;
    expect(html).toContain('<script src="/sandbox/banco.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/banco.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain("localStorage.getItem('token')");
  });
});
