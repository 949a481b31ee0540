import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  foldText,
  onTimePercent,
  stockState,
} from './admin-panel';

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
});
