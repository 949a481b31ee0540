import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
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
    ['a short phone', { telefono: '300' }, 'telefono', MESSAGES.auth.phoneInvalid],
  ])('refuses %s', (_, change, field, message) => {
    const result = checkRegistration({ ...VALID, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError).toBe(message);
    expect(result.fields[field as keyof RegisterValues]).toBe(message);
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
