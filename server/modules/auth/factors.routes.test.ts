import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { authFactors, loginAudit, recoveryCodes, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { staffMember, type StaffSession } from '../../test/staff';
import { totpCodeAt } from './totp';

/** Issue 39: the staff's second factor, the sign-in step and the sessions a person can end. */
describe('second factor and sessions', () => {
  let t: TestApp;
  const NOW = new Date('2026-11-21T15:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.setNow(NOW);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
  const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  async function challengeFor(staff: StaffSession): Promise<string> {
    const login = await post('/auth/login', staff.facts);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ factor_requerido: true, metodos: ['totp', 'recuperacion'] });
    expect(login.json()).not.toHaveProperty('token');
    return login.json().desafio as string;
  }

  it('signs staff in with a code once: the same code again is refused, the next step is taken', async () => {
    const staff = await staffMember(t, 'admin');
    t.setNow(new Date(NOW.getTime() + 60_000));
    const code = totpCodeAt(staff.secret, new Date(NOW.getTime() + 60_000));
    const first = await post('/auth/factor/totp', { desafio: await challengeFor(staff), codigo: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ rol: 'admin' });
    const replay = await post('/auth/factor/totp', { desafio: await challengeFor(staff), codigo: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'FACTOR_REUSED', error: ACCOUNT_MESSAGES.factor.codeReused });
    // Thirty seconds on (a moved clock), the app's next code opens a session.
    t.setNow(new Date(NOW.getTime() + 90_000));
    const next = await post('/auth/factor/totp', {
      desafio: await challengeFor(staff),
      codigo: totpCodeAt(staff.secret, new Date(NOW.getTime() + 90_000)),
    });
    expect(next.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.metodo, 'totp')).limit(1);
    expect(session?.nivel).toBe(2);
  });

  it('burns a sign-in step after five wrong codes and limits an account to ten failures in 15 minutes', async () => {
    const staff = await staffMember(t, 'encargado');
    const desafio = await challengeFor(staff);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/auth/factor/totp', { desafio, codigo: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe(ACCOUNT_MESSAGES.factor.codeInvalid);
    }
    const burned = await post('/auth/factor/totp', { desafio, codigo: totpCodeAt(staff.secret, NOW) });
    expect(burned.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED' });
    const again = await challengeFor(staff);
    for (let i = 0; i < 5; i++) await post('/auth/factor/totp', { desafio: again, codigo: '111111' });
    const limited = await post('/auth/factor/totp', { desafio: await challengeFor(staff), codigo: '222222' });
    expect(limited.statusCode).toBe(429);
    const failures = await t.database.db.select().from(loginAudit).where(eq(loginAudit.outcome, 'factor_failure'));
    expect(failures).toHaveLength(10);
  });

  it('takes a recovery code once, and answers how many are left', async () => {
    const staff = await staffMember(t, 'admin');
    expect(staff.recoveryCodes).toHaveLength(10);
    const code = staff.recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    const used = await post('/auth/factor/recuperacion', { desafio: await challengeFor(staff), codigo: code });
    expect(used.statusCode).toBe(200);
    expect(used.json().codigos_restantes).toBe(9);
    const twice = await post('/auth/factor/recuperacion', { desafio: await challengeFor(staff), codigo: code });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error).toBe(ACCOUNT_MESSAGES.factor.recoveryInvalid);
    const hashes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, staff.userId));
    // Stored hashed: no row holds a code in the clear.
    expect(hashes.every((row) => staff.recoveryCodes.every((c) => !row.code_hash.includes(c.replace('-', ''))))).toBe(true);
  });

  it('never lets the three facts enrol a factor of their own once the account has one', async () => {
    const staff = await staffMember(t, 'admin');
    const desafio = await challengeFor(staff);
    const intruder = await post('/auth/factor/totp/inscribir', { desafio });
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().code).toBe('FACTOR_REQUIRED');
    const factors = await t.database.db.select().from(authFactors).where(eq(authFactors.user_id, staff.userId));
    expect(factors).toHaveLength(1);
    // A resident cannot enrol an authenticator app (passkeys are theirs).
    const resident = await registerResident(t);
    expect((await post('/auth/factor/totp/inscribir', {}, resident.authorization)).statusCode).toBe(403);
  });

  it('keeps the secret on the server: the factor list and the sign-in answers hold none', async () => {
    const staff = await staffMember(t, 'admin');
    const list = await get('/api/factores', staff.authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ factores: [{ tipo: 'totp' }], codigos_recuperacion_restantes: 10 });
    expect(JSON.stringify(list.json())).not.toContain(staff.secret);
    // The only factor cannot be removed.
    const id = list.json().factores[0].id as number;
    const last = await t.app.inject({ method: 'DELETE', url: `/api/factores/${id}`, headers: { authorization: staff.authorization } });
    expect(last.statusCode).toBe(409);
  });

  it('ends a staff session after 12 hours without use, not a resident one', async () => {
    const staff = await staffMember(t, 'repartidor');
    const resident = await registerResident(t);
    t.setNow(new Date(NOW.getTime() + 11 * 3_600_000));
    expect((await get('/api/admin/pedidos', staff.authorization)).statusCode).toBe(200);
    t.setNow(new Date(NOW.getTime() + 23.5 * 3_600_000));
    const idle = await get('/api/admin/pedidos', staff.authorization);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'SESSION_ENDED', error: ACCOUNT_MESSAGES.session.idle });
    expect((await get('/auth/profile', resident.authorization)).statusCode).toBe(200);
  });

  it('lists the open sessions and ends one, or all the others', async () => {
    const facts = { email: 'sesiones@example.com', cedula: '66123456', telefono: '3101112233' };
    const first = await registerResident(t, facts);
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' };
    const signIn = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: facts, headers: phone });
      return `Bearer ${res.json().token as string}`;
    };
    const second = await signIn();
    const third = await signIn();
    const list = await get('/api/sesiones', second);
    expect(list.json().sesiones).toHaveLength(3);
    const mine = list.json().sesiones.find((s: { actual: boolean }) => s.actual);
    expect(mine).toMatchObject({ dispositivo: 'Chrome en Android' });
    const closeOthers = await post('/api/sesiones/cerrar-otras', {}, second);
    expect(closeOthers.json()).toMatchObject({ cerradas: 2, message: ACCOUNT_MESSAGES.session.othersClosed(2) });
    expect((await get('/auth/profile', first.authorization)).statusCode).toBe(401);
    expect((await get('/auth/profile', third)).statusCode).toBe(401);
    expect((await get('/auth/profile', second)).statusCode).toBe(200);
    // Someone else's session id is not found, whatever it is.
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/sesiones/${mine.id as string}`, headers: { authorization: (await registerResident(t)).authorization } });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/sesiones/${mine.id as string}`, headers: { authorization: second } });
    expect(own.statusCode).toBe(200);
    expect((await get('/auth/profile', second)).statusCode).toBe(401);
  });
});
