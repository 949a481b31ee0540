import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { NIT_MESSAGES } from '../../../domain/nit';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import {
  bodyFrom,
  checkDraft,
  draftFrom,
  errorsFrom,
  fieldOf,
  type SetupDraft,
} from './setup-draft';

const filled = (overrides: Partial<SetupDraft> = {}): SetupDraft => ({
  ...draftFrom(DEFAULT_SETTINGS),
  nombre: 'Marta Ruiz',
  email: 'marta@tienda.co',
  cedula: '52123456',
  telefono: '3105551234',
  conjunto: 'Conjunto La Colina',
  whatsapp: '310 555 1234',
  correo: 'hola@lacolina.co',
  razonSocial: 'Mercados La Colina S.A.S.',
  nit: '900123456-8',
  ...overrides,
});

describe('setup draft', () => {
  it('sends one window for every day unless the week is set per day', () => {
    const body = bodyFrom(filled({ abre: '07:00', cierra: '21:00' }), DEFAULT_SETTINGS) as {
      ajustes: typeof DEFAULT_SETTINGS;
    };
    expect(body.ajustes.horario.semana).toHaveLength(7);
    expect(
      body.ajustes.horario.semana.every((d) => d.abre === '07:00' && d.cierra === '21:00'),
    ).toBe(true);
    expect(body.ajustes.envio).toEqual(DEFAULT_SETTINGS.envio);
  });

  it('accepts a filled draft with numbers for towers and floors', () => {
    const checked = checkDraft(filled({ torres: '3', pisos: '12' }), DEFAULT_SETTINGS);
    expect(checked.ok && checked.body.ajustes.tienda).toMatchObject({
      torres: 3,
      pisos_por_torre: 12,
    });
  });

  it('sends the shop’s own contact and operator, the NIT written the one way (issue 41)', () => {
    const checked = checkDraft(filled(), DEFAULT_SETTINGS);
    expect(checked.ok && checked.body.ajustes.contacto).toEqual({
      telefono: '310 555 1234',
      whatsapp: '573105551234',
      correo: 'hola@lacolina.co',
    });
    expect(checked.ok && checked.body.ajustes.legal).toEqual({
      razon_social: 'Mercados La Colina S.A.S.',
      nit: '900.123.456-8',
    });
  });

  it('asks for the contact, the operator and a NIT with its right check digit', () => {
    const empty = checkDraft(
      filled({ whatsapp: '', correo: '', razonSocial: '', nit: '', conjunto: '' }),
      DEFAULT_SETTINGS,
    );
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.errors).toMatchObject({
      whatsapp: SETTINGS_MESSAGES.whatsappRequired,
      correo: SETTINGS_MESSAGES.emailRequired,
      razonSocial: SETTINGS_MESSAGES.companyRequired,
      nit: SETTINGS_MESSAGES.nitRequired,
      conjunto: SETTINGS_MESSAGES.complexRequired,
    });
    const wrong = checkDraft(filled({ nit: '900.123.456-1' }), DEFAULT_SETTINGS);
    expect(!wrong.ok && wrong.errors.nit).toBe(NIT_MESSAGES.checkDigit);
  });

  it('names the field of each problem', () => {
    const checked = checkDraft(filled({ torres: '0', cierra: '05:00' }), DEFAULT_SETTINGS);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.torres).toBe(SETTINGS_MESSAGES.towersInvalid);
    expect(checked.errors.cierra).toBe(SETTINGS_MESSAGES.closeAfterOpen);
  });

  it.each([
    ['administrador.email', false, 'email'],
    ['ajustes.tienda.pisos_por_torre', false, 'pisos'],
    ['ajustes.horario.semana.3.cierra', false, 'cierra'],
    ['ajustes.horario.semana.3.cierra', true, 'dia3.cierra'],
    ['ajustes.envio.gratis_desde', false, null],
  ])('puts %s (per day %s) on %s', (path, porDia, field) => {
    expect(fieldOf(path, porDia)).toBe(field);
  });

  it('keeps the first message per field and sends the rest to the form', () => {
    expect(
      errorsFrom(
        {
          'ajustes.horario.semana.0.abre': 'a',
          'ajustes.horario.semana.1.abre': 'b',
          'ajustes.x': 'c',
        },
        false,
      ),
    ).toEqual({
      abre: 'a',
      form: 'c',
    });
  });
});
