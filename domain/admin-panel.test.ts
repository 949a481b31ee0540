import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  foldText,
  onTimePercent,
  readCsvRows,
  stockState,
} from './admin-panel';
import { ADMIN_MESSAGES } from './admin-messages';

describe('admin panel rules', () => {
  it('round-trips cursors and refuses foreign ones', () => {
    expect(decodeCursor(encodeCursor(123))).toBe(123);
    expect(decodeCursor('nope!')).toBeNull();
    expect(decodeCursor(btoa('c0'))).toBeNull();
  });

  it('classifies stock and on-time shares', () => {
    expect([0, 1, 5, 6].map(stockState)).toEqual(['sin', 'bajo', 'bajo', 'en']);
    expect(onTimePercent(0, 0)).toBeNull();
    expect(onTimePercent(3, 2)).toBe(67);
    expect(foldText(' Código ')).toBe('codigo');
  });

  it('reads CSV rows with accented headers and reports each bad line', () => {
    const { updates, errores } = readCsvRows([
      ['\uFEFFCódigo', 'Nombre', 'PRECIO', 'Stock'],
      ['sc-0001', 'Arroz, "Diana"', '1.200', '7'],
      ['SC-0002', 'x', '-3', ''],
      ['', 'y', '1', '1'],
      ['SC-0001', 'z', '1', '1'],
      ['', '', '', ''],
    ]);
    expect(updates).toEqual([
      { fila: 2, codigo: 'SC-0001', precio: 1200, stock: 7 },
      { fila: 3, codigo: 'SC-0002' },
    ]);
    expect(errores).toEqual([
      { fila: 3, mensaje: ADMIN_MESSAGES.adminOps.csvPriceInvalid },
      { fila: 4, mensaje: ADMIN_MESSAGES.adminOps.csvCodeMissing },
      { fila: 5, mensaje: ADMIN_MESSAGES.adminOps.csvDuplicateCode('SC-0001', 2) },
    ]);
  });

  it('states the real bound for a price or a stock out of range', () => {
    const { updates, errores } = readCsvRows([
      ['codigo', 'precio', 'stock'],
      ['SC-0001', '2.000.000', '100.000'],
      ['SC-0002', '2000001', '100001'],
      ['SC-0003', '1000000000', '5'],
    ]);
    expect(updates[0]).toEqual({ fila: 2, codigo: 'SC-0001', precio: 2_000_000, stock: 100_000 });
    expect(errores).toEqual([
      { fila: 3, mensaje: 'El precio máximo es $\u00a02.000.000.' },
      { fila: 3, mensaje: 'El stock máximo es 100.000.' },
      { fila: 4, mensaje: 'El precio máximo es $\u00a02.000.000.' },
    ]);
  });

  it('refuses a file without codigo or without fields', () => {
    expect(readCsvRows([['nombre', 'precio']]).errores[0]?.mensaje).toBe(
      ADMIN_MESSAGES.adminOps.csvNoCode,
    );
    expect(readCsvRows([['codigo', 'nombre']]).errores[0]?.mensaje).toBe(
      ADMIN_MESSAGES.adminOps.csvNoFields,
    );
  });
});
