import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { ADDRESS_MESSAGES } from '../../../domain/settings-messages';
import { checkRegistration, EMPTY_REGISTER, type RegisterValues } from './register-validation';

const VALID: RegisterValues = {
  ...EMPTY_REGISTER,
  nombre: 'Camila Rojas',
  email: ' Camila@Correo.CO ',
  cedula: '52123456',
  telefono: '3001234567',
  torre: '2',
  piso: '7',
  apartamento: '702',
  privacy_accepted: true,
};

describe('checkRegistration', () => {
  it.each<[string, Partial<RegisterValues>, string, string]>([
    ['no consent', { privacy_accepted: false }, 'privacy_accepted', MESSAGES.auth.privacyRequired],
    [
      'no consent and a missing field',
      { privacy_accepted: false, nombre: '' },
      'privacy_accepted',
      MESSAGES.auth.privacyRequired,
    ],
    ['a missing name', { nombre: '  ' }, 'nombre', MESSAGES.auth.registerRequiredFields],
    [
      'a missing apartment',
      { apartamento: '' },
      'apartamento',
      MESSAGES.auth.registerRequiredFields,
    ],
    ['a missing tower', { torre: '' }, 'torre', MESSAGES.auth.registerRequiredFields],
    ['tower 0', { torre: '0' }, 'torre', MESSAGES.auth.towerInvalid],
    ['tower 6', { torre: '6' }, 'torre', MESSAGES.auth.towerInvalid],
    ['floor 0', { piso: '0' }, 'piso', MESSAGES.auth.floorInvalid],
    ['floor 31', { piso: '31' }, 'piso', MESSAGES.auth.floorInvalid],
    ['floor 2.5', { piso: '2.5' }, 'piso', MESSAGES.auth.floorInvalid],
    ['a bad e-mail', { email: 'camila@' }, 'email', MESSAGES.auth.emailInvalid],
    ['a short phone', { telefono: '300' }, 'telefono', MESSAGES.auth.mobileInvalid],
    // Issue 40: what a first registration let through.
    ['a one-letter name', { nombre: 'A' }, 'nombre', MESSAGES.auth.nameInvalid],
    ['a name with digits', { nombre: 'Camila 2' }, 'nombre', MESSAGES.auth.nameInvalid],
    ['phone 1234567890', { telefono: '1234567890' }, 'telefono', MESSAGES.auth.mobileInvalid],
    [
      'a landline as the main phone',
      { telefono: '6015551234' },
      'telefono',
      MESSAGES.auth.mobileInvalid,
    ],
    [
      'apartment 9999 on floor 4',
      { piso: '4', apartamento: '9999' },
      'apartamento',
      ADDRESS_MESSAGES.apartmentOnFloor(4),
    ],
    [
      'apartment 400 on floor 4',
      { piso: '4', apartamento: '400' },
      'apartamento',
      ADDRESS_MESSAGES.apartmentOnFloor(4),
    ],
  ])('refuses %s', (_, change, field, message) => {
    const result = checkRegistration({ ...VALID, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError).toBe(message);
    expect(result.fields[field as keyof RegisterValues]).toBe(message);
  });

  it('names every field in error on the first refusal, the complex rules included', () => {
    const result = checkRegistration({
      ...VALID,
      nombre: 'A',
      telefono: '1234567890',
      piso: '45',
      apartamento: '9999',
    });
    expect(result).toMatchObject({
      ok: false,
      formError: MESSAGES.auth.nameInvalid,
      fields: {
        nombre: MESSAGES.auth.nameInvalid,
        telefono: MESSAGES.auth.mobileInvalid,
        piso: MESSAGES.auth.floorInvalid,
        apartamento: ADDRESS_MESSAGES.apartmentNumber,
      },
    });
  });

  it.each([
    ['María-José Pérez', '3001234567', '', '4', '401'],
    ["Ana D'Luyz", '3101234567', '6015551234', '12', '1204B'],
    ['Ñoño Úrsula', '+57 300 123 4567', '3157778899', '30', '3099'],
  ])('takes %s, %s / %s on floor %s apartment %s', (nombre, telefono, alt, piso, apartamento) => {
    const values = { ...VALID, nombre, telefono, telefono_alternativo: alt, piso, apartamento };
    expect(checkRegistration(values).ok).toBe(true);
  });

  it('prefers the missing-fields message over a format error', () => {
    const result = checkRegistration({ ...VALID, piso: '40', nombre: '' });
    expect(result.ok || result.formError).toBe(MESSAGES.auth.registerRequiredFields);
  });

  it('returns the payload the server expects', () => {
    expect(checkRegistration(VALID)).toEqual({
      ok: true,
      value: expect.objectContaining({
        email: 'camila@correo.co',
        torre: 2,
        piso: 7,
        privacy_accepted: true,
        marketing_accepted: false,
      }),
    });
  });

  it('takes tower 7 floor 35 when the settings say 8 towers of 40 floors', () => {
    const complex = {
      torres: 8,
      pisos_por_torre: 40,
      formato_apartamento: 'piso_y_numero' as const,
    };
    const values = { ...VALID, torre: '7', piso: '35', apartamento: '3502' };
    expect(checkRegistration(values, complex)).toMatchObject({
      ok: true,
      value: { torre: 7, piso: 35 },
    });
    expect(checkRegistration(values)).toMatchObject({
      ok: false,
      fields: { torre: MESSAGES.auth.towerInvalid },
    });
  });
});
