import { describe, expect, it } from 'vitest';
import { isKnownPagePath, loginPathFor, safeReturnPath } from './routes';

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

describe('safeReturnPath (issue 15)', () => {
  it.each([
    ['/historial', '/historial'],
    ['/admin', '/admin'],
    ['/admin/entregas?torre=2#lista', '/admin/entregas?torre=2#lista'],
  ])('returns to the internal page %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/historial',
    '//evil.example/historial',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'historial',
    '/no-existe',
    '/',
    '/app',
    `/historial?${'x'.repeat(400)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds the login path that comes back', () => {
    expect(loginPathFor('/historial')).toBe('/?volver=%2Fhistorial');
    expect(loginPathFor('//evil.example')).toBe('/');
  });
});
