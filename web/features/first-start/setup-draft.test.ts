import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
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
