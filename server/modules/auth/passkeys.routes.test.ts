import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { authFactors, loginAudit, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { addPasskey, loginFrom, oneTap, passkeyStep, post, residentOn, staffWithPasskey } from './passkeys.fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');
const LIMITS = { limits: { registerPerIpHour: 10_000, loginFailuresPerIp15Min: 1_000 } };

describe('passkeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: LIMITS });
  });
  afterAll(() => t.close());

  const passkeyRows = (userId: number) =>
    t.database.db.select().from(authFactors).where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, 'passkey')));
  const sessionOf = async (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    return row!;
  };

  it('adds a resident passkey from Mi cuenta, stores its public key and records it in the sign-in trail', async () => {
    const { user, authorization } = await residentOn(t);
    const { res, device } = await addPasskey(t, authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.factor.passkeyEnrolled, codigos_recuperacion: null });
    const [row] = await passkeyRows(user.id);
    expect(row).toMatchObject({ credential_id: device.credentialId, counter: 0, transports: 'internal', label: 'Mi teléfono' });
    expect(row!.confirmed_at).not.toBeNull();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/factores', headers: { authorization } })).json();
    expect(listed.factores).toEqual([expect.objectContaining({ tipo: 'passkey', nombre: 'Mi teléfono' })]);
    const trail = await t.database.db.select().from(loginAudit).where(eq(loginAudit.user_id, user.id));
    expect(trail.map((e) => e.outcome)).toContain('factor_enrolled');
    // The next options exclude it, and the same passkey cannot be registered twice.
    const again = (await post(t, '/auth/passkey/opciones-registro', {}, { authorization })).json();
    expect(again.opciones.excludeCredentials).toEqual([expect.objectContaining({ id: device.credentialId })]);
    const twice = await post(t, '/auth/passkey/registrar', { respuesta: device.register(again.opciones) }, { authorization });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PASSKEY_TAKEN', error: ACCOUNT_MESSAGES.passkey.alreadyRegistered });
  });

  it('refuses a registration whose challenge was already used, a signed-out one and a malformed one', async () => {
    const { user, authorization } = await residentOn(t);
    const device = new SoftAuthenticator();
    const options = (await post(t, '/auth/passkey/opciones-registro', {}, { authorization })).json();
    const respuesta = device.register(options.opciones);
    expect((await post(t, '/auth/passkey/registrar', { respuesta }, { authorization })).statusCode).toBe(200);
    await t.database.db.delete(authFactors).where(eq(authFactors.user_id, user.id));
    const replay = await post(t, '/auth/passkey/registrar', { respuesta }, { authorization });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'FACTOR_INVALID', error: ACCOUNT_MESSAGES.factor.passkeyInvalid });
    expect(await passkeyRows(user.id)).toHaveLength(0);
    expect((await post(t, '/auth/passkey/opciones-registro', {})).statusCode).toBe(401);
    const bad = await post(t, '/auth/passkey/registrar', { respuesta: { id: 'x', type: 'otra' } }, { authorization });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const named = await post(t, '/auth/passkey/registrar', { respuesta, nombre: 'x'.repeat(61) }, { authorization });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ nombre: ACCOUNT_MESSAGES.passkey.nameInvalid });
  });

  it('signs a resident in with one tap: a second-factor session, the counter and last use moved', async () => {
    const { user, authorization } = await residentOn(t);
    const { device } = await addPasskey(t, authorization);
    const options = (await post(t, '/auth/passkey/opciones-ingreso', {})).json();
    expect(options.opciones.allowCredentials).toEqual([]);
    expect(options.opciones.rpId).toBe('localhost');
    const res = await post(t, '/auth/passkey/ingresar', { id_desafio: options.id_desafio, respuesta: device.authenticate(options.opciones) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id });
    expect(await sessionOf(res.json().token)).toMatchObject({ user_id: user.id, nivel: 2, metodo: 'passkey' });
    const [row] = await passkeyRows(user.id);
    expect(row).toMatchObject({ counter: 1, last_used_at: NOW });
    const profile = await t.app.inject({ method: 'GET', url: '/auth/profile', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong signature, a counter that went back, an unverified person and an unknown passkey', async () => {
    const { user, authorization } = await residentOn(t);
    const { device } = await addPasskey(t, authorization);
    expect((await oneTap(t, device, { counter: 5 })).statusCode).toBe(200);
    const failuresBefore = (await t.database.db.select().from(loginAudit).where(eq(loginAudit.user_id, user.id))).length;
    for (const knobs of [{ badSignature: true }, { counter: 3 }, { counter: 5 }, { userVerified: false }, { rpId: 'otra-tienda.co' }]) {
      const res = await oneTap(t, device, knobs);
      expect(res.statusCode, JSON.stringify(knobs)).toBe(401);
      expect(res.json()).toEqual({ code: 'FACTOR_INVALID', error: ACCOUNT_MESSAGES.factor.passkeyInvalid });
    }
    const [row] = await passkeyRows(user.id);
    expect(row!.counter).toBe(5);
    const failures = await t.database.db.select().from(loginAudit).where(eq(loginAudit.user_id, user.id));
    expect(failures.filter((f) => f.outcome === 'factor_failure')).toHaveLength(5);
    expect(failures.length - failuresBefore).toBe(5);
    const stranger = await oneTap(t, new SoftAuthenticator());
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ code: 'FACTOR_INVALID', error: ACCOUNT_MESSAGES.factor.passkeyUnknown });
  });

  it('takes a sign-in challenge once: a replayed one and a replayed answer are refused', async () => {
    const { authorization } = await residentOn(t);
    const { device } = await addPasskey(t, authorization);
    const options = (await post(t, '/auth/passkey/opciones-ingreso', {})).json();
    const respuesta = device.authenticate(options.opciones);
    expect((await post(t, '/auth/passkey/ingresar', { id_desafio: options.id_desafio, respuesta })).statusCode).toBe(200);
    const again = await post(t, '/auth/passkey/ingresar', { id_desafio: options.id_desafio, respuesta: device.authenticate(options.opciones) });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('CHALLENGE_EXPIRED');
    const fresh = (await post(t, '/auth/passkey/opciones-ingreso', {})).json();
    const replayed = await post(t, '/auth/passkey/ingresar', { id_desafio: fresh.id_desafio, respuesta });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('FACTOR_INVALID');
  });

  it('asks a resident with a passkey for it on a new device, and only for their own', async () => {
    const { user, authorization } = await residentOn(t, 'telefono-de-ana');
    const { device } = await addPasskey(t, authorization);
    expect((await loginFrom(t, user, 'telefono-de-ana')).token).toBeDefined();
    const step = await loginFrom(t, user, 'computador-nuevo');
    expect(step).toMatchObject({ factor_requerido: true, metodos: ['passkey'] });
    expect(step.token).toBeUndefined();
    const other = await residentOn(t);
    const { device: otherDevice } = await addPasskey(t, other.authorization);
    const foreign = await passkeyStep(t, step.desafio, otherDevice);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ code: 'FACTOR_INVALID', error: ACCOUNT_MESSAGES.factor.passkeyUnknown });
    const options = (await post(t, '/auth/passkey/opciones-ingreso', { desafio: step.desafio })).json();
    expect(options.opciones.allowCredentials).toEqual([expect.objectContaining({ id: device.credentialId })]);
    // One-tap options do not finish another sign-in's step.
    const loose = (await post(t, '/auth/passkey/opciones-ingreso', {})).json();
    const mixed = await post(t, '/auth/passkey/ingresar', { desafio: step.desafio, id_desafio: loose.id_desafio, respuesta: device.authenticate(loose.opciones) });
    expect(mixed.json().code).toBe('CHALLENGE_EXPIRED');
    const res = await post(t, '/auth/passkey/ingresar', { desafio: step.desafio, id_desafio: options.id_desafio, respuesta: device.authenticate(options.opciones) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionOf(res.json().token)).toMatchObject({ user_id: user.id, nivel: 2, metodo: 'passkey' });
  });

  it('enrols a staff passkey as the first factor in the sign-in, then signs in with it', async () => {
    const { user, device, body } = await staffWithPasskey(t);
    expect(body.codigos_recuperacion).toHaveLength(10);
    expect(await sessionOf(body.token)).toMatchObject({ user_id: user.id, nivel: 2, metodo: 'passkey' });
    const step = await loginFrom(t, user, 'dispositivo-tienda-1');
    expect(step).toMatchObject({ factor_requerido: true, metodos: ['passkey', 'recuperacion'] });
    const options = (await post(t, '/auth/passkey/opciones-registro', { desafio: step.desafio }));
    expect(options.statusCode).toBe(403);
    expect(options.json().code).toBe('FACTOR_REQUIRED');
    const res = await passkeyStep(t, step.desafio, device);
    expect(res.statusCode, res.body).toBe(200);
    const panel = await t.app.inject({ method: 'GET', url: '/admin/users', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(panel.statusCode).toBe(200);
    const trail = await t.database.db.select().from(loginAudit).where(eq(loginAudit.user_id, user.id));
    expect(trail.filter((e) => e.outcome === 'factor_success')).toHaveLength(2);
  });

  it('refuses the one-tap sign-in to staff and a failed step counts against the sign-in', async () => {
    const { user, device } = await staffWithPasskey(t, 'encargado');
    const tap = await oneTap(t, device);
    expect(tap.statusCode).toBe(403);
    expect(tap.json()).toEqual({ code: 'FACTOR_REQUIRED', error: ACCOUNT_MESSAGES.passkey.staffUseFactor });
    const step = await loginFrom(t, user, 'dispositivo-tienda-1');
    for (let i = 0; i < 5; i++) expect((await passkeyStep(t, step.desafio, device, { badSignature: true })).statusCode).toBe(401);
    const burned = await passkeyStep(t, step.desafio, device);
    expect(burned.statusCode).toBe(401);
    expect(burned.json().code).toBe('CHALLENGE_EXPIRED');
  });
});

describe('passkeys without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { ...LIMITS, publicUrlSet: false, trustProxy: false } });
  });
  afterAll(() => t.close());

  it('holds back an address asking for one-tap options past 30 a minute', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/auth/passkey/opciones-ingreso', payload: {}, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 30; i++) expect((await ask()).statusCode).toBe(200);
    const held = await ask();
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('RATE_LIMITED');
    t.setNow(new Date(NOW.getTime() + 61_000));
    expect((await ask()).statusCode).toBe(200);
  });

  it('takes the relying party from the host the page was opened under', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/passkey/opciones-ingreso', payload: {}, headers: { host: 'tienda.example:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().opciones.rpId).toBe('tienda.example');
  });
});
