import { describe, expect, it } from 'vitest';
import { boardOrder } from './admin-alerts';
import { pushMessagesFor } from './push';
import { isAwaitingApproval, needsOwnerApproval } from './order-approval';
import { ShopSettingsSchema as SettingsSchema } from './schemas/settings';
import { DEFAULT_SETTINGS } from './settings';

const limits = DEFAULT_SETTINGS.limites;
const leche = (unidades: number) => [{ nombre: 'Leche', unidades }];

describe('orders held for the owner (issue 46)', () => {
  it('defaults to holding from $250.000 or 10 units of one product', () => {
    expect(limits).toMatchObject({ revision_desde_valor: 250_000, revision_desde_unidades: 10 });
  });

  it.each([
    ['a small order', leche(2), 30_000, false],
    ['one peso under the value', leche(9), 249_999, false],
    ['exactly the value', leche(1), 250_000, true],
    ['exactly the units', leche(10), 20_000, true],
    ['the units on a second line', [{ nombre: 'Pan', unidades: 1 }, ...leche(12)], 20_000, true],
  ])('judges %s', (_, lines, subtotal, held) => {
    expect(needsOwnerApproval({ lines, subtotal }, limits)).toBe(held);
  });

  it('follows the owner’s thresholds', () => {
    const own = { revision_desde_valor: 50_000, revision_desde_unidades: 3 };
    expect(needsOwnerApproval({ lines: leche(3), subtotal: 1_000 }, own)).toBe(true);
    expect(needsOwnerApproval({ lines: leche(2), subtotal: 50_000 }, own)).toBe(true);
    expect(needsOwnerApproval({ lines: leche(2), subtotal: 49_999 }, own)).toBe(false);
  });

  it.each([
    ['pendiente', 'pendiente', true],
    ['pendiente', 'aprobado', false],
    ['cancelado', 'rechazado', false],
    ['pendiente', null, false],
    ['cancelado', 'pendiente', false],
  ] as const)('reads an order %s with approval %s as awaiting: %s', (estado, aprobacion, awaiting) => {
    expect(isAwaitingApproval({ estado, aprobacion })).toBe(awaiting);
  });

  it('fills thresholds absent from a saved form with their defaults', () => {
    const { revision_desde_valor: _v, revision_desde_unidades: _u, ...older } = limits;
    const parsed = SettingsSchema.parse({ ...DEFAULT_SETTINGS, limites: older });
    expect(parsed.limites).toEqual(limits);
  });

  it('refuses a threshold of zero units', () => {
    const body = { ...DEFAULT_SETTINGS, limites: { ...limits, revision_desde_unidades: 0 } };
    expect(SettingsSchema.safeParse(body).success).toBe(false);
  });

  it('puts a held order first on the board, ahead of a late one', () => {
    const now = new Date('2025-06-01T15:00:00Z');
    const ago = (min: number) => new Date(now.getTime() - min * 60_000).toISOString();
    const rows = [
      { id: 1, estado: 'pendiente', fecha: ago(40), prioritario: false, aprobacion: null },
      { id: 2, estado: 'pendiente', fecha: ago(1), prioritario: true, aprobacion: 'aprobado' },
      { id: 3, estado: 'pendiente', fecha: ago(2), prioritario: false, aprobacion: 'pendiente' },
      { id: 4, estado: 'cancelado', fecha: ago(3), prioritario: false, aprobacion: 'rechazado' },
    ];
    expect(boardOrder(rows, now).map((o) => o.id)).toEqual([3, 1, 2, 4]);
  });

  it('tells the resident in the push that the shop could not accept a rejected order', () => {
    const event = { evento: 'estado', pedido_id: 7, user_id: 3, estado: 'cancelado', total: 300_000, torre: 2 } as const;
    expect(pushMessagesFor({ ...event, aprobacion: 'rechazado' })[0]).toMatchObject({
      title: 'Tu pedido fue cancelado',
      body: 'La tienda no pudo aceptar SUP-007. Toca para ver el detalle.',
    });
    expect(pushMessagesFor(event)[0]?.body).toBe('La tienda canceló SUP-007. Toca para ver el detalle.');
  });
});
