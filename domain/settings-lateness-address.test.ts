import { describe, expect, it } from 'vitest';
import { addressProblem, apartmentProblem } from './address';
import { boardOrder, countdownLabel, isLateAt, lateIds, promiseLeftMs } from './admin-alerts';
import { lateBefore } from './admin-panel';
import { resolveDelivery } from './delivery';
import { deliveryTiming } from './orders';
import { DEFAULT_SETTINGS, type ShopSettings } from './settings';
import { ADDRESS_MESSAGES } from './settings-messages';

// Issue 26: lateness and the address rules read the settings they are given, not constants.
const now = new Date('2026-11-25T15:00:00Z');
const ago = (min: number, sec = 0) =>
  new Date(now.getTime() - min * 60_000 - sec * 1000).toISOString();
const thirty = { promesa_minutos: 30, compensacion_puntos: 50 };

describe('lateness under the current promise', () => {
  it('counts an order late after the configured promise, to the second', () => {
    const order = { estado: 'pendiente', fecha: ago(25) };
    expect(isLateAt(order, now)).toBe(true);
    expect(isLateAt(order, now, thirty)).toBe(false);
    expect(isLateAt({ estado: 'pendiente', fecha: ago(30, 1) }, now, thirty)).toBe(true);
    expect(promiseLeftMs(ago(25), now, thirty)).toBe(5 * 60_000);
  });

  it('counts down from the configured promise, never above it', () => {
    expect(countdownLabel(ago(0), now, thirty)).toBe('Faltan 30 min');
    expect(countdownLabel(ago(25), now, thirty)).toBe('Faltan 5 min');
    expect(countdownLabel(ago(33), now, thirty)).toBe('Atrasado 3 min');
    expect(countdownLabel(new Date(now.getTime() + 5_000).toISOString(), now, thirty)).toBe(
      'Faltan 30 min',
    );
  });

  it('pins on the board and rings only for orders late under the configured promise', () => {
    const rows = [
      { id: 1, estado: 'pendiente', fecha: ago(25) },
      { id: 2, estado: 'pendiente', fecha: ago(10), prioritario: true },
      { id: 3, estado: 'pendiente', fecha: ago(35) },
    ];
    expect(boardOrder(rows, now).map((o) => o.id)).toEqual([3, 1, 2]);
    expect(boardOrder(rows, now, thirty).map((o) => o.id)).toEqual([3, 2, 1]);
    expect([...lateIds(rows, now, thirty)]).toEqual([3]);
  });

  it('puts the server count bound at now minus the promise', () => {
    expect(lateBefore(now)).toEqual(new Date(now.getTime() - 20 * 60_000));
    expect(lateBefore(now, thirty)).toEqual(new Date(now.getTime() - 30 * 60_000));
  });

  it.each([
    [25, 20, true, null],
    [25, 30, false, 5],
    [29, 30, false, 2],
    [31, 30, true, null],
  ])(
    'reads the chat clock after %d minutes of a %d-minute promise',
    (minutes, promise, delayed, remaining) => {
      const created = new Date(now.getTime() - minutes * 60_000);
      expect(deliveryTiming('pendiente', created, now, { promesa_minutos: promise })).toEqual({
        minutesElapsed: minutes,
        delayed,
        remainingMinutes: remaining,
      });
    },
  );
});

const complex = (change: Partial<ShopSettings['tienda']>) => ({
  ...DEFAULT_SETTINGS.tienda,
  ...change,
});

describe('address rules from settings', () => {
  it.each([
    ['502', 5, null],
    ['1204B', 12, null],
    ['101', 1, null],
    ['3099', 30, null],
    // Issue 40: the floor's number, then two digits from 01.
    ['15', 1, ADDRESS_MESSAGES.apartmentOnFloor(1)],
    ['502', 12, ADDRESS_MESSAGES.apartmentOnFloor(12)],
    ['9999', 4, ADDRESS_MESSAGES.apartmentOnFloor(4)],
    ['400', 4, ADDRESS_MESSAGES.apartmentOnFloor(4)],
    ['5', 5, ADDRESS_MESSAGES.apartmentOnFloor(5)],
    ['12045', 12, ADDRESS_MESSAGES.apartmentOnFloor(12)],
    ['PH-2', 5, ADDRESS_MESSAGES.apartmentOnFloor(5)],
  ])('piso_y_numero: apartment %s on floor %i', (apartamento, piso, problem) => {
    expect(apartmentProblem(apartamento, 'piso_y_numero', { piso })).toBe(problem);
  });

  it('judges the floor part against the complex when the floor itself is wrong', () => {
    expect(apartmentProblem('9999', 'piso_y_numero', { maxFloor: 30 })).toBe(
      ADDRESS_MESSAGES.apartmentNumber,
    );
    expect(apartmentProblem('3001', 'piso_y_numero', { maxFloor: 30 })).toBeNull();
  });

  it('takes any short text when the format is libre', () => {
    expect(apartmentProblem('PH-2', 'libre')).toBeNull();
    expect(apartmentProblem('502', 'libre')).toBeNull();
  });

  it.each([
    [
      { torre: 4, piso: 2, apartamento: '201' },
      complex({ torres: 3 }),
      'profile',
      { field: 'torre', message: 'Selecciona una torre válida' },
    ],
    [
      { torre: 4, piso: 2, apartamento: '201' },
      complex({ torres: 3 }),
      'order',
      { field: 'torre', message: 'Torre inválida. Debe ser 1, 2 o 3' },
    ],
    [
      { torre: 1, piso: 11, apartamento: '1101' },
      complex({ pisos_por_torre: 10 }),
      'profile',
      { field: 'piso', message: 'El piso debe estar entre 1 y 10' },
    ],
    [
      { torre: 1, piso: 3, apartamento: 'CASA3' },
      complex({}),
      'profile',
      { field: 'apartamento', message: ADDRESS_MESSAGES.apartmentOnFloor(3) },
    ],
    [
      { torre: 1, piso: 3, apartamento: 'CASA3' },
      complex({ formato_apartamento: 'libre' }),
      'profile',
      null,
    ],
    [{ torre: 5, piso: 30, apartamento: '3001' }, complex({}), 'profile', null],
  ] as const)('checks %j', (address, rules, wording, problem) => {
    expect(addressProblem(address, rules, wording)).toEqual(problem);
  });

  it('words the order messages as the fixed ones with the default settings', () => {
    expect(ADDRESS_MESSAGES.order.towerInvalid(5)).toBe('Torre inválida. Debe ser 1, 2, 3, 4 o 5');
    expect(ADDRESS_MESSAGES.order.towerInvalid(1)).toBe('Torre inválida. Debe ser 1');
    expect(ADDRESS_MESSAGES.order.towerInvalid(12)).toBe('Torre inválida. Debe ser entre 1 y 12');
    expect(ADDRESS_MESSAGES.order.floorInvalid(30)).toBe('Piso inválido. Debe estar entre 1 y 30');
  });

  it('resolves an order address with the settings: towers, floors and a typed apartment', () => {
    const profile = { torre: 2, piso: 7, apartamento: '1203' };
    const three = complex({ torres: 3, pisos_por_torre: 8 });
    expect(resolveDelivery({ torre_entrega: 4 }, profile, three)).toMatchObject({
      ok: false,
      message: 'Torre inválida. Debe ser 1, 2 o 3',
    });
    expect(resolveDelivery({ piso_entrega: 9 }, profile, three)).toMatchObject({
      ok: false,
      message: 'Piso inválido. Debe estar entre 1 y 8',
    });
    // A profile saved under an older rule still orders; a typed apartment follows the format.
    expect(resolveDelivery({}, profile, three)).toMatchObject({
      ok: true,
      value: { apartamento: '1203' },
    });
    expect(resolveDelivery({ apartamento_entrega: 'PH-2' }, profile, three)).toMatchObject({
      ok: false,
      message: ADDRESS_MESSAGES.apartmentOnFloor(7),
    });
    // Issue 40: a typed apartment starts with the order's floor.
    expect(resolveDelivery({ apartamento_entrega: '502' }, profile, three)).toMatchObject({
      ok: false,
      message: ADDRESS_MESSAGES.apartmentOnFloor(7),
    });
    expect(resolveDelivery({ apartamento_entrega: '702' }, profile, three)).toMatchObject({
      ok: true,
      value: { apartamento: '702' },
    });
    expect(
      resolveDelivery({ apartamento_entrega: 'PH-2' }, profile, {
        ...three,
        formato_apartamento: 'libre',
      }),
    ).toMatchObject({ ok: true, value: { apartamento: 'PH-2' } });
  });
});
