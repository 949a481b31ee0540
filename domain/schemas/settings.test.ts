import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { SETTINGS_MESSAGES as M } from '../settings-messages';
import { validate } from './common';
import { settingsFromStored, ShopSettingsSchema } from './settings';

const clone = (): ShopSettings => structuredClone(DEFAULT_SETTINGS);
const withChange = (change: (s: ShopSettings) => void) => {
  const s = clone();
  change(s);
  return s;
};

describe('ShopSettingsSchema', () => {
  it('accepts the defaults unchanged', () => {
    expect(validate(ShopSettingsSchema, clone())).toEqual({ ok: true, value: DEFAULT_SETTINGS });
  });

  it.each<[string, (s: ShopSettings) => void, string]>([
    ['closing before opening', (s) => (s.horario.semana[2] = { abierto: true, abre: '18:00', cierra: '08:00' }), M.closeAfterOpen],
    ['closing at opening', (s) => (s.horario.semana[0] = { abierto: true, abre: '08:00', cierra: '08:00' }), M.closeAfterOpen],
    ['a special date closing before opening', (s) => s.horario.especiales.push({ fecha: '2026-12-24', abierto: true, abre: '14:00', cierra: '10:00' }), M.closeAfterOpen],
    ['a badly written hour', (s) => (s.horario.semana[1]!.abre = '6 am'), M.hourInvalid],
    ['six days', (s) => s.horario.semana.pop(), M.weekInvalid],
    ['an impossible date', (s) => s.horario.especiales.push({ fecha: '2026-02-30', abierto: false, abre: '06:00', cierra: '23:00' }), M.dateInvalid],
    ['a date twice', (s) => s.horario.especiales.push(
      { fecha: '2026-12-25', abierto: false, abre: '06:00', cierra: '23:00' },
      { fecha: '2026-12-25', abierto: true, abre: '08:00', cierra: '12:00' },
    ), M.dateRepeated],
    ['a fee above the free threshold', (s) => (s.envio = { tarifa_efectivo: 20_000, gratis_desde: 15_000 }), M.feeAboveThreshold],
    ['0 towers', (s) => (s.tienda.torres = 0), M.towersInvalid],
    ['0 floors', (s) => (s.tienda.pisos_por_torre = 0), M.floorsInvalid],
    ['a minimum above $ 1.000.000', (s) => (s.minimos.efectivo = 1_000_001), M.minimumTooHigh],
    ['a negative minimum', (s) => (s.minimos.digital = -1), M.amountInvalid],
    ['decimal pesos', (s) => (s.envio.tarifa_efectivo = 1500.5), M.amountInvalid],
    ['an invalid WhatsApp number', (s) => (s.contacto.whatsapp = '300-ABC'), M.whatsappInvalid],
    ['a too short WhatsApp number', (s) => (s.contacto.whatsapp = '12345'), M.whatsappInvalid],
    ['an invalid e-mail', (s) => (s.contacto.correo = 'hola@'), M.emailInvalid],
    ['an empty shop name', (s) => (s.tienda.nombre = '  '), M.nameRequired],
    ['Oro starting under Plata', (s) => (s.puntos.oro_desde = 400), M.levelsInvalid],
    ['a multiplier under ×1,0', (s) => (s.puntos.multiplicador_plata = 9), M.multiplierInvalid],
    ['a promise of 0 minutes', (s) => (s.entrega.promesa_minutos = 0), M.promiseInvalid],
  ])('refuses %s with its Spanish message', (_, change, message) => {
    const result = validate(ShopSettingsSchema, withChange(change));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(result.fields ?? {}).concat(result.message)).toContain(message);
  });

  it('accepts a closed day whatever its hours, and sorts special dates', () => {
    const s = withChange((x) => {
      x.horario.semana[6] = { abierto: false, abre: '23:00', cierra: '01:00' };
      x.horario.especiales = [
        { fecha: '2026-12-31', abierto: true, abre: '06:00', cierra: '18:00' },
        { fecha: '2026-12-25', abierto: false, abre: '06:00', cierra: '23:00' },
      ];
    });
    const result = ShopSettingsSchema.parse(s);
    expect(result.horario.especiales.map((d) => d.fecha)).toEqual(['2026-12-25', '2026-12-31']);
  });

  it('writes a WhatsApp number as digits with its country code', () => {
    const s = withChange((x) => (x.contacto.whatsapp = '+57 310 555 1234'));
    expect(ShopSettingsSchema.parse(s).contacto.whatsapp).toBe('573105551234');
    const bare = withChange((x) => (x.contacto.whatsapp = '3105551234'));
    expect(ShopSettingsSchema.parse(bare).contacto.whatsapp).toBe('573105551234');
  });
});

describe('settingsFromStored', () => {
  it('reads no row as the defaults', () => {
    expect(settingsFromStored(null)).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it('fills a group missing from an older row with its defaults', () => {
    const { popup_diario: _, entrega: __, ...older } = withChange((s) => (s.envio.tarifa_efectivo = 3_000));
    const read = settingsFromStored(older);
    expect(read.ok).toBe(true);
    expect(read.settings.envio.tarifa_efectivo).toBe(3_000);
    expect(read.settings.entrega).toEqual(DEFAULT_SETTINGS.entrega);
  });

  it('falls back to the defaults when a stored row no longer passes', () => {
    const read = settingsFromStored(withChange((s) => (s.tienda.torres = 0)));
    expect(read).toEqual({ ok: false, settings: DEFAULT_SETTINGS });
  });
});
