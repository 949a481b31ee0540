import { describe, expect, it } from 'vitest';
import {
  boardOrder,
  countdownLabel,
  deliveriesEntrySuffix,
  isLateAt,
  lateCountLabel,
  lateIds,
  newOrdersLabel,
  titleWithCount,
  turnedLate,
} from './admin-alerts';

const now = new Date('2026-11-25T15:00:00Z');
const ago = (min: number, sec = 0) =>
  new Date(now.getTime() - min * 60_000 - sec * 1000).toISOString();

describe('admin order alerts (issue 24)', () => {
  it('counts an order late the moment it passes 20 minutes, as the server does', () => {
    expect(isLateAt({ estado: 'pendiente', fecha: ago(20) }, now)).toBe(false);
    // The card used to wait for a whole 21st minute while the header already counted it.
    expect(isLateAt({ estado: 'pendiente', fecha: ago(20, 1) }, now)).toBe(true);
    expect(isLateAt({ estado: 'pendiente_efectivo', fecha: ago(25) }, now)).toBe(true);
    expect(isLateAt({ estado: 'entregado', fecha: ago(90) }, now)).toBe(false);
    expect(isLateAt({ estado: 'cancelado', fecha: ago(90) }, now)).toBe(false);
  });

  it('counts down to the promise, then counts the delay', () => {
    expect(countdownLabel(ago(0), now)).toBe('Faltan 20 min');
    expect(countdownLabel(ago(14), now)).toBe('Faltan 6 min');
    expect(countdownLabel(ago(14, 30), now)).toBe('Faltan 6 min');
    expect(countdownLabel(ago(20), now)).toBe('Faltan 0 min');
    expect(countdownLabel(ago(20, 1), now)).toBe('Atrasado 1 min');
    expect(countdownLabel(ago(23), now)).toBe('Atrasado 3 min');
  });

  it('says the counts in correct Spanish plurals', () => {
    expect(lateCountLabel(1)).toBe('1 atrasado');
    expect(lateCountLabel(2)).toBe('2 atrasados');
    expect(newOrdersLabel(1)).toBe('1 pedido nuevo');
    expect(newOrdersLabel(3)).toBe('3 pedidos nuevos');
    expect(`Entregas${deliveriesEntrySuffix(2, 1)}`).toBe('Entregas, 2 nuevos, 1 atrasado');
    expect(`Entregas${deliveriesEntrySuffix(1, 0)}`).toBe('Entregas, 1 nuevo');
    expect(`Entregas${deliveriesEntrySuffix(0, 3)}`).toBe('Entregas, 3 atrasados');
    expect(deliveriesEntrySuffix(0, 0)).toBe('');
  });

  it('puts the count of new orders in front of any title, once', () => {
    expect(titleWithCount('Control de inventario · Administración', 3)).toBe(
      '(3) Control de inventario · Administración',
    );
    expect(titleWithCount('(3) Usuarios · Administración', 4)).toBe(
      '(4) Usuarios · Administración',
    );
    expect(titleWithCount('(4) Usuarios · Administración', 0)).toBe('Usuarios · Administración');
  });

  it('orders the board: late on top, then priority, each oldest first; closed orders after', () => {
    const rows = [
      { id: 1, estado: 'entregado', fecha: ago(60), prioritario: false },
      { id: 2, estado: 'pendiente', fecha: ago(2), prioritario: false },
      { id: 3, estado: 'pendiente', fecha: ago(10), prioritario: false },
      { id: 4, estado: 'pendiente', fecha: ago(22), prioritario: false },
      { id: 5, estado: 'pendiente', fecha: ago(1), prioritario: true },
      { id: 6, estado: 'pendiente', fecha: ago(31), prioritario: false },
      { id: 7, estado: 'cancelado', fecha: ago(5), prioritario: false },
    ];
    expect(boardOrder(rows, now).map((o) => o.id)).toEqual([6, 4, 5, 3, 2, 1, 7]);
  });

  it('sounds each order once, when it turns late', () => {
    const rows = [
      { id: 1, estado: 'pendiente', fecha: ago(19, 59) },
      { id: 2, estado: 'pendiente', fecha: ago(25) },
    ];
    const before = lateIds(rows, now);
    const after = lateIds(rows, new Date(now.getTime() + 2000));
    expect([...before]).toEqual([2]);
    expect(turnedLate(before, after)).toEqual([1]);
    expect(turnedLate(after, after)).toEqual([]);
  });
});

describe('countdownLabel against a clock behind the server', () => {
  it('never promises more than the 20 minutes', () => {
    const placed = '2026-11-26T15:00:10.000Z';
    expect(countdownLabel(placed, new Date('2026-11-26T15:00:00.000Z'))).toBe('Faltan 20 min');
  });
});
