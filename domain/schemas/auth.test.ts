import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { LoginSchema, ProfileUpdateSchema, RegisterSchema } from './auth';

const register = {
  nombre: 'Ana Pérez',
  email: ' Ana@Correo.CO ',
  cedula: '1000000002',
  telefono: '300 000 0002',
  torre: '1',
  piso: 5,
  apartamento: '502',
  privacy_accepted: true,
};

describe('LoginSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(
      LoginSchema.parse({
        email: ' Cliente@SuperConjunto.co ',
        cedula: ' 1000000002 ',
        telefono: '3000000002 ',
      }),
    ).toEqual({
      email: 'cliente@superconjunto.co',
      cedula: '1000000002',
      telefono: '3000000002',
    });
  });

  it.each([
    [{ cedula: '1', telefono: '3' }, 'email'],
    [{ email: 'a@b.co', cedula: '  ', telefono: '3' }, 'cedula'],
    [{ email: 'a@b.co', cedula: '1', telefono: 3000000002 }, 'telefono'],
  ])('refuses %j on %s', (input, field) => {
    const result = validate(LoginSchema, input);
    expect(result).toMatchObject({ ok: false, message: 'Por favor completa todos los campos' });
    expect(!result.ok && result.fields[field]).toBe('Por favor completa todos los campos');
  });
});

describe('RegisterSchema', () => {
  it('accepts a complete registration and coerces numbers', () => {
    expect(RegisterSchema.parse(register)).toEqual({
      nombre: 'Ana Pérez',
      email: 'ana@correo.co',
      cedula: '1000000002',
      telefono: '3000000002',
      torre: 1,
      piso: 5,
      apartamento: '502',
      privacy_accepted: true,
      marketing_accepted: false,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'refuses a missing name',
      { nombre: '' },
      'nombre',
      'Por favor completa todos los campos obligatorios',
    ],
    [
      'refuses a missing tower',
      { torre: undefined },
      'torre',
      'Por favor completa todos los campos obligatorios',
    ],
    ['refuses tower 51', { torre: 51 }, 'torre', 'Selecciona una torre válida'],
    ['refuses tower 2.5', { torre: '2.5' }, 'torre', 'Selecciona una torre válida'],
    ['refuses a text tower', { torre: 'A' }, 'torre', 'Selecciona una torre válida'],
    ['refuses floor 0', { piso: 0 }, 'piso', 'El piso debe estar entre 1 y 30'],
    ['refuses floor 81', { piso: '81' }, 'piso', 'El piso debe estar entre 1 y 30'],
    [
      'refuses a missing apartment',
      { apartamento: ' ' },
      'apartamento',
      'Por favor completa todos los campos obligatorios',
    ],
    ['refuses a bad e-mail', { email: 'ana@' }, 'email', 'Ingresa un correo electrónico válido'],
    [
      'refuses a short phone',
      { telefono: '30012' },
      'telefono',
      'Ingresa un celular válido: 10 dígitos que empiezan por 3 (ej.: 3001234567)',
    ],
    [
      'refuses a bad alternate phone',
      { telefono_alternativo: '123' },
      'telefono_alternativo',
      'Ingresa un teléfono válido: un celular (3001234567) o un fijo con indicativo (6015551234)',
    ],
    [
      'refuses a bad cédula',
      { cedula: '1 2' },
      'cedula',
      'Ingresa una cédula válida: solo números, entre 6 y 10 dígitos',
    ],
    [
      'refuses a cédula with letters (issue 15)',
      { cedula: '12ab' },
      'cedula',
      'Ingresa una cédula válida: solo números, entre 6 y 10 dígitos',
    ],
    [
      'refuses a cédula of 11 digits',
      { cedula: '12345678901' },
      'cedula',
      'Ingresa una cédula válida: solo números, entre 6 y 10 dígitos',
    ],
    [
      'refuses an apartment with symbols (issue 15)',
      { apartamento: 'APTO #502' },
      'apartamento',
      'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    ],
    [
      'refuses an apartment of eleven characters',
      { apartamento: '12045678901' },
      'apartamento',
      'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    ],
    [
      'refuses without privacy consent',
      { privacy_accepted: false },
      'privacy_accepted',
      'Debes aceptar la política de tratamiento de datos para registrarte',
    ],
    [
      'refuses a missing privacy consent',
      { privacy_accepted: undefined },
      'privacy_accepted',
      'Debes aceptar la política de tratamiento de datos para registrarte',
    ],
  ])('%s', (_title, patch, field, message) => {
    const result = validate(RegisterSchema, { ...register, ...patch });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it.each([
    [
      {
        marketing_accepted: true,
        telefono_alternativo: '+57 311 111 1111',
        notas_entrega: ' Portería ',
      },
      { marketing_accepted: true, telefono_alternativo: '3111111111', notas_entrega: 'Portería' },
    ],
    [
      { telefono_alternativo: '', notas_entrega: null, privacy_accepted: 'true' },
      { telefono_alternativo: undefined, notas_entrega: undefined, privacy_accepted: true },
    ],
  ])('reads optional fields %j', (patch, expected) => {
    expect(RegisterSchema.parse({ ...register, ...patch })).toMatchObject(expected);
  });
});

describe('cédula and apartment normalisation (issue 15)', () => {
  it.each([
    ['52.123.456', '52123456'],
    [' 52 123 456 ', '52123456'],
    ['1-000-000-002', '1000000002'],
    ['123456', '123456'],
  ])('registers the cédula %j as %j', (cedula, expected) => {
    const result = validate(RegisterSchema, { ...register, cedula });
    expect(result.ok && result.value.cedula).toBe(expected);
  });

  it.each([
    ['502', '502'],
    [' 1204b ', '1204B'],
    ['7', '7'],
  ])('registers the apartment %j as %j', (apartamento, expected) => {
    const result = validate(RegisterSchema, { ...register, apartamento });
    expect(result.ok && result.value.apartamento).toBe(expected);
  });

  it('checks the profile update the same way', () => {
    expect(ProfileUpdateSchema.parse({ cedula: '52.123.456', apartamento: '1204b' })).toMatchObject(
      { cedula: '52123456', apartamento: '1204B' },
    );
    const bad = validate(ProfileUpdateSchema, { cedula: '12ab', apartamento: 'APTO #502' });
    expect(!bad.ok && bad.fields).toEqual({
      cedula: 'Ingresa una cédula válida: solo números, entre 6 y 10 dígitos',
      apartamento: 'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    });
  });

  it('logs in with a cédula typed with dots, without refusing its form', () => {
    expect(
      LoginSchema.parse({ email: 'a@b.co', cedula: '52.123.456', telefono: '3000000002' }).cedula,
    ).toBe('52123456');
    expect(
      LoginSchema.parse({ email: 'a@b.co', cedula: 'x1', telefono: '3000000002' }).cedula,
    ).toBe('x1');
  });
});

describe('ProfileUpdateSchema', () => {
  it('keeps absent fields absent', () => {
    expect(ProfileUpdateSchema.parse({ piso: '7' })).toEqual({ piso: 7 });
  });

  it('still validates present fields', () => {
    expect(validate(ProfileUpdateSchema, { torre: 51 })).toMatchObject({
      ok: false,
      fields: { torre: 'Selecciona una torre válida' },
    });
  });
});
