import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../../domain/business';
import { publishedHours, type ServiceHours } from '../../../domain/service-hours';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/app';

// Issue 22: one source for the hours. The rule, /api/horario (which the pages read after load) and
// the assistant all answer from the server's one window, overridden or not.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ask = async (app: TestApp, mensaje: string) =>
  (
    await app.app.inject({ method: 'POST', url: '/chat', payload: { mensaje, historial: [] } })
  ).json<{ respuesta: string }>().respuesta;

describe('service hours from one source', () => {
  it('defaults to the hours the prerendered pages print', async () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(48), DATA_DIR: '/tmp/sc-hours-test' });
    // Unset, nothing overrides "Ajustes", whose defaults are the printed hours (issue 26).
    expect(config.serviceHours).toBeUndefined();
    t = await buildTestApp({ config: { serviceHours: undefined } });
    const hours = (await t.app.inject({ method: 'GET', url: '/api/horario' })).json();
    expect(hours.ventana).toEqual({ open: BUSINESS.hours.open, close: BUSINESS.hours.close });
  });

  it.each<[string, ServiceHours, string]>([
    ['always', 'always', 'Las 24 horas'],
    ['08:00-20:00', { open: '08:00', close: '20:00' }, '8:00\u00a0a.\u00a0m. a 8:00\u00a0p.\u00a0m.'],
  ])(
    'says the same hours in the rule, /api/horario and the assistant with SERVICE_HOURS=%s',
    async (_, window, label) => {
      t = await buildTestApp({
        config: { serviceHours: window },
        now: new Date('2026-11-21T15:00:00Z'),
      });
      const hours = (await t.app.inject({ method: 'GET', url: '/api/horario' })).json();
      expect(hours).toMatchObject({ abierto: true, horario: label, ventana: window });
      const answer = await ask(t, '¿a qué hora abren?');
      expect(answer).toContain(publishedHours(window).oracion);
      expect(answer).not.toContain('toda hora');
      expect(answer).not.toContain('11:00\u00a0p.\u00a0m.');
    },
  );
});
