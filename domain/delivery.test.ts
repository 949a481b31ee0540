import { describe, expect, it } from 'vitest';
import { resolveDelivery, type DeliveryFields } from './delivery';

const profile = {
  torre: 1,
  piso: 5,
  apartamento: '502',
  notas_entrega: 'Portería',
  telefono: '3000000002',
};

describe('resolveDelivery', () => {
  it.each<[string, DeliveryFields, object]>([
    [
      'falls back to the profile',
      {},
      {
        ok: true,
        value: {
          torre: 1,
          piso: 5,
          apartamento: '502',
          instrucciones: 'Portería',
          telefono: '3000000002',
        },
      },
    ],
    [
      'prefers the order fields',
      {
        torre_entrega: '3',
        piso_entrega: 12,
        apartamento_entrega: ' 1204 ',
        instrucciones_entrega: 'Timbre',
        telefono_contacto: '3111111111',
      },
      {
        ok: true,
        value: {
          torre: 3,
          piso: 12,
          apartamento: '1204',
          instrucciones: 'Timbre',
          telefono: '3111111111',
        },
      },
    ],
    [
      'treats blanks as missing',
      { torre_entrega: '', apartamento_entrega: '  ' },
      { ok: true, value: { torre: 1, apartamento: '502' } },
    ],
    [
      'refuses tower 6',
      { torre_entrega: 6 },
      { ok: false, code: 'DELIVERY_INVALID', message: 'Torre inválida. Debe ser 1, 2, 3, 4 o 5' },
    ],
    [
      'refuses a non-numeric tower',
      { torre_entrega: 'A' },
      { ok: false, message: 'Torre inválida. Debe ser 1, 2, 3, 4 o 5' },
    ],
    [
      'refuses floor 31',
      { piso_entrega: 31 },
      { ok: false, message: 'Piso inválido. Debe estar entre 1 y 30' },
    ],
    [
      'refuses floor 0',
      { piso_entrega: '0' },
      { ok: false, message: 'Piso inválido. Debe estar entre 1 y 30' },
    ],
  ])('%s', (_title, order, expected) => {
    expect(resolveDelivery(order, profile)).toMatchObject(expected);
  });

  it('refuses a missing apartment when the profile has none either', () => {
    expect(resolveDelivery({}, { ...profile, apartamento: null })).toEqual({
      ok: false,
      code: 'DELIVERY_INVALID',
      message: 'El apartamento es obligatorio',
    });
  });

  it('leaves empty instructions as null', () => {
    const result = resolveDelivery({}, { torre: 2, piso: 1, apartamento: '101' });
    expect(result).toMatchObject({ ok: true, value: { instrucciones: null, telefono: null } });
  });
});
