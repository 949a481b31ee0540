import { spawnSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { resetFactorByEmail } from '../../cli/reset-factor';
import { adminAudit, authFactors, recoveryCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { staffMember } from '../../test/staff';
import { COMMAND_MS } from '../../../testkit/budgets';
import { addPasskey, loginFrom, post, residentOn, staffWithPasskey } from '../auth/passkeys.fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('restoring access and resetting a factor', () => {
  let t: TestApp;
  let owner: { userId: number; authorization: string };
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { limits: { registerPerIpHour: 10_000, loginFailuresPerIp15Min: 1_000 } } });
    owner = await staffMember(t, 'admin');
  });
  afterAll(() => t.close());

  const restore = (id: number, authorization = owner.authorization) =>
    post(t, `/api/admin/usuarios/${id}/restablecer-acceso`, {}, { authorization });
  const reset = (id: number, authorization = owner.authorization) =>
    post(t, `/api/admin/usuarios/${id}/restablecer-factor`, {}, { authorization });
  const profile = (authorization: string) => t.app.inject({ method: 'GET', url: '/auth/profile', headers: { authorization } });
  const factorsOf = (userId: number) => t.database.db.select().from(authFactors).where(eq(authFactors.user_id, userId));
  const auditOf = (action: string, userId: number) =>
    t.database.db.select().from(adminAudit).where(and(eq(adminAudit.action, action), eq(adminAudit.entity_id, String(userId))));

  it("restores a resident's access: passkeys gone, sessions ended, the three facts open it again", async () => {
    const { user, authorization } = await residentOn(t, 'telefono-perdido');
    await addPasskey(t, authorization);
    expect((await loginFrom(t, user, 'telefono-nuevo')).factor_requerido).toBe(true);
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/admin/users?q=${user.cedula}`, headers: { authorization: owner.authorization } });
      return res.json()[0].llave_de_acceso as boolean;
    };
    expect(await listed()).toBe(true);
    const res = await restore(user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passkey.accessRestored });
    expect(await factorsOf(user.id)).toHaveLength(0);
    expect((await profile(authorization)).json().code).toBe('SESSION_ENDED');
    expect((await loginFrom(t, user, 'telefono-nuevo')).token).toBeDefined();
    expect(await listed()).toBe(false);
    const [audit] = await auditOf('user.access_restore', user.id);
    expect(audit).toMatchObject({ admin_id: owner.userId, entity: 'user' });
  });

  it('refuses restoring a resident without a passkey, a staff member, an unknown account and an encargado', async () => {
    const { user } = await residentOn(t);
    const none = await restore(user.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: 'NO_PASSKEY', error: ACCOUNT_MESSAGES.passkey.noPasskey });
    const staff = await staffMember(t, 'repartidor');
    expect((await restore(staff.userId)).json()).toEqual({ code: 'NOT_RESIDENT', error: ACCOUNT_MESSAGES.passkey.notResident });
    expect((await restore(999_999)).statusCode).toBe(404);
    const encargado = await staffMember(t, 'encargado');
    const withPasskey = await residentOn(t);
    await addPasskey(t, withPasskey.authorization);
    expect((await restore(withPasskey.user.id, encargado.authorization)).statusCode).toBe(403);
    expect((await reset(staff.userId, encargado.authorization)).statusCode).toBe(403);
    expect(await factorsOf(withPasskey.user.id)).toHaveLength(1);
    expect(await auditOf('user.access_restore', user.id)).toHaveLength(0);
  });

  it("resets a staff member's factors and codes: sessions ended, enrolment at the next sign-in", async () => {
    const staff = await staffWithPasskey(t, 'encargado');
    const res = await reset(staff.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.factor.resetDone });
    expect(await factorsOf(staff.user.id)).toHaveLength(0);
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, staff.user.id))).toHaveLength(0);
    expect((await profile(staff.authorization)).json().code).toBe('SESSION_ENDED');
    expect(await loginFrom(t, staff.user, 'dispositivo-tienda-1')).toMatchObject({ enrolamiento_requerido: true });
    expect(await auditOf('user.factor_reset', staff.user.id)).toEqual([expect.objectContaining({ admin_id: owner.userId, after: null })]);
  });

  it('refuses resetting oneself and a resident', async () => {
    const self = await reset(owner.userId);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'RESET_SELF', error: ACCOUNT_MESSAGES.factor.resetSelf });
    const { user } = await residentOn(t);
    expect((await reset(user.id)).json()).toEqual({ code: 'NOT_STAFF', error: ACCOUNT_MESSAGES.factor.notStaff });
    expect(await factorsOf(owner.userId)).toHaveLength(1);
  });

  it('resets a factor from the command line, audited with no administrator', async () => {
    const staff = await staffMember(t, 'admin');
    const email = (await profile(staff.authorization)).json().user.email as string;
    expect(await resetFactorByEmail(t.database, email, NOW)).toMatchObject({ code: 0 });
    expect(await factorsOf(staff.userId)).toHaveLength(0);
    expect((await profile(staff.authorization)).json().code).toBe('SESSION_ENDED');
    expect(await auditOf('user.factor_reset', staff.userId)).toEqual([expect.objectContaining({ admin_id: null })]);
    expect(await resetFactorByEmail(t.database, 'nadie@prueba.co', NOW)).toEqual({ code: 1, message: 'No existe un usuario con el e-mail nadie@prueba.co.' });
    const { user } = await residentOn(t);
    expect(await resetFactorByEmail(t.database, user.email, NOW)).toEqual({ code: 1, message: ACCOUNT_MESSAGES.factor.notStaff });
  });

  it('lists reset-factor in the command line usage and refuses it without an e-mail', { timeout: COMMAND_MS }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'reset-factor'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run admin -- reset-factor --email E');
  });
});
