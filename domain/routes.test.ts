import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes';

describe('isKnownPagePath', () => {
  it.each([
    ['/', true],
    ['/inicio', true],
    ['/contacto/', true],
    ['/admin', true],
    ['/admin/entregas', true],
    ['/tienda', true],
    ['/orders', true],
    ['/no-existe', false],
    ['/inicio/extra', false],
    ['/api/health', false],
  ])('answers %s → %s', (path, known) => {
    expect(isKnownPagePath(path)).toBe(known);
  });
});
