import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { validRegistration } from '../../test/auth-fixtures';
import { promoteWithFactor } from '../../test/staff';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('sessions, profile and the admin guard', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { limits: { registerPerIpHour: 10_000, loginFailuresPerIp15Min: 100 } } });
    const res = await t.app.inject({ method: 'POST', url: '/auth/register', payload: validRegistration() });
    ({ token } = res.json());
    userId = res.json().user.id;
  });
  afterAll(() => t.close());

  const profile = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/auth/profile', headers: authorization ? { authorization } : {} });

  it('returns the current user for a valid token', async () => {
    const res = await profile(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, email: 'ana@example.com' });
  });

  it('answers 401 LOGIN_REQUIRED without a token', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'LOGIN_REQUIRED', error: 'Debes iniciar sesión para continuar' });
  });

  it('answers 403 SESSION_EXPIRED for tampered, foreign, alg:none and expired tokens', async () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.sub = String(userId + 1);
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const bad of [tampered, none, foreign, 'garbage']) {
      const res = await profile(`Bearer ${bad}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', error: 'Tu sesión expiró. Por favor inicia sesión nuevamente.' });
    }
    t.setNow(new Date(NOW.getTime() + 24 * 3600_000 + 1000));
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(403);
    t.setNow(new Date(NOW.getTime() + 23 * 3600_000));
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    t.setNow(NOW);
  });

  it('refuses a token it has already accepted once that token expires (verified tokens are remembered)', async () => {
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    t.setNow(new Date(NOW.getTime() + 24 * 3600_000));
    const expired = await profile(`Bearer ${token}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
    t.setNow(NOW);
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('updates only the fields sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { torre: 2, notas_entrega: 'Timbre dañado, llamar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ piso: 12, torre: 2, apartamento: '1203', nombre: 'Ana María Rojas', notas_entrega: 'Timbre dañado, llamar' });
  });

  it('refuses an invalid floor in a profile update and changes nothing', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { piso: 40 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.piso).toBe('El piso debe estar entre 1 y 30');
    const [row] = await t.database.db.select({ piso: users.piso }).from(users).where(eq(users.id, userId));
    expect(row?.piso).toBe(12);
  });

  it('refuses an apartment outside the complex format and changes nothing (issue 26)', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload });
    const wrong = await put({ apartamento: 'PH-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      apartamento: 'En el piso 12 el apartamento va de 1201 a 1299 (ej.: 1202)',
    });
    const [row] = await t.database.db.select({ apartamento: users.apartamento }).from(users).where(eq(users.id, userId));
    expect(row?.apartamento).toBe('1203');
    expect((await put({ piso: 5, apartamento: '502' })).json().user).toMatchObject({ piso: 5, apartamento: '502' });
    expect((await put({ piso: 7, apartamento: '702' })).statusCode).toBe(200);
  });

  it('refuses every address problem of a profile change at once (issue 40)', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload });
    const both = await put({ torre: 9, piso: 4, apartamento: '9999', nombre: 'A' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION' });
    // The schema's refusal comes first; the address is then judged by the same rules on its own.
    const address = await put({ torre: 9, piso: 4, apartamento: '9999' });
    expect(address.json().fields).toEqual({
      torre: 'Selecciona una torre válida',
      apartamento: 'En el piso 4 el apartamento va de 401 a 499 (ej.: 402)',
    });
    // A floor changed alone must still match the stored apartment.
    const floorAlone = await put({ piso: 4 });
    expect(floorAlone.json().fields).toEqual({
      apartamento: 'En el piso 4 el apartamento va de 401 a 499 (ej.: 402)',
    });
    const [row] = await t.database.db.select({ torre: users.torre, piso: users.piso }).from(users).where(eq(users.id, userId));
    expect(row).toEqual({ torre: 2, piso: 7 });
  });

  it('changes the phone only with the three current login values', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload });
    const bare = await put({ telefono: '3209998877' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().code).toBe('CURRENT_CREDENTIALS_REQUIRED');
    const wrong = await put({ telefono: '3209998877', credenciales_actuales: { email: 'ana@example.com', cedula: '52123456', telefono: '3000000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('CURRENT_CREDENTIALS_MISMATCH');
    const right = await put({ telefono: '3209998877', credenciales_actuales: { email: 'ANA@example.com', cedula: '52123456', telefono: '3101234567' } });
    expect(right.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'ana@example.com', cedula: '52123456', telefono: '3209998877' } });
    expect(login.statusCode).toBe(200);
  });

  it('lets only administrators list users, reading the role from the database each time', async () => {
    const asCustomer = await t.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ code: 'FORBIDDEN', error: 'No tienes permiso para realizar esta acción' });
    expect((await t.app.inject({ method: 'GET', url: '/admin/users' })).statusCode).toBe(401);

    // Promoted behind the app's back, the resident's session (no second factor) opens nothing.
    await t.database.db.update(users).set({ rol: 'admin' }).where(eq(users.id, userId));
    const noFactor = await t.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(noFactor.statusCode).toBe(401);
    expect(noFactor.json().code).toBe('SESSION_ENDED');
    await promoteWithFactor(t.database.db, userId);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()[0]).toMatchObject({ id: userId, rol: 'admin', email: 'ana@example.com' });
    expect(asAdmin.json()[0]).toHaveProperty('fecha_registro');

    await t.database.db.update(users).set({ rol: 'customer' }).where(eq(users.id, userId));
    const demoted = await t.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(demoted.statusCode).toBe(403);
  });

  it('never answers a random registration body with a 5xx', async () => {
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double(), fc.array(fc.string(), { maxLength: 2 }));
    const field = (arb: fc.Arbitrary<unknown>) => fc.option(fc.oneof(arb, anyValue), { nil: undefined });
    const body = fc.record({
      nombre: field(fc.string()),
      email: field(fc.emailAddress()),
      cedula: field(fc.stringMatching(/^[0-9]{4,12}$/)),
      telefono: field(fc.stringMatching(/^3[0-9]{9}$/)),
      torre: field(fc.integer({ min: -2, max: 8 })),
      piso: field(fc.integer({ min: -2, max: 40 })),
      apartamento: field(fc.string({ maxLength: 12 })),
      privacy_accepted: field(fc.boolean()),
      marketing_accepted: field(fc.boolean()),
      __proto__: field(fc.object()),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, anyValue), async (payload) => {
        const res = await t.app.inject({ method: 'POST', url: '/auth/register', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().error === 'string' || res.statusCode === 201).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
