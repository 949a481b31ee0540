import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from './messages';
import { PAYMENT_MESSAGES } from './payment-messages';
import { ADMIN_MESSAGES } from './admin-messages';
import { PRIVACY_MESSAGES } from './privacy/messages';

describe('MESSAGES', () => {
  it.each([
    [MESSAGES.api.sessionExpired, 'Sesión expirada'],
    [MESSAGES.api.httpError(502, 'Bad Gateway'), 'Error 502: Bad Gateway'],
    [MESSAGES.notFound.title, 'Página no encontrada'],
    [MESSAGES.server.internal, 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.'],
    [MESSAGES.server.loginRequired, 'Debes iniciar sesión para continuar'],
    [MESSAGES.server.forbidden, 'No tienes permiso para realizar esta acción'],
    [MESSAGES.stock.packageOnly(3), 'Solo hay 3 paquetes disponibles'],
    [PAYMENT_MESSAGES.card.cvvLength(4), 'CVV debe tener 4 dígitos'],
    [ADMIN_MESSAGES.admin.package.lowSaving(3), 'El ahorro es muy bajo (3%). ¿Continuar?'],
    [MESSAGES.cashOrder.failed('x'), 'Error al crear el pedido: x'],
  ])('reads %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps every error code equal to its name', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) expect(value).toBe(name);
  });
});

/** Every text a catalogue holds, its functions called with sample arguments. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const f = value as (...args: unknown[]) => unknown;
    for (const sample of [
      ['Leche', 2, 'x'],
      [2, 'Leche', 'x'],
      [3, 4, 5],
    ]) {
      try {
        return textsOf(f(...sample));
      } catch {
        continue;
      }
    }
    return [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('the voice of every message (issue 22)', () => {
  const texts = [MESSAGES, ADMIN_MESSAGES, PRIVACY_MESSAGES].flatMap(textsOf);

  it.each([
    [
      'usted instead of tú',
      /\b(Puede|Intente|intente|espere|inicie|Su sesión|Verifique|Ingrese)\b/,
    ],
    ['title case', /Procesando Pago/],
    ['the warehouse word "Stock insuficiente"', /stock insuficiente/i],
    ['"email" where the labels say "Correo electrónico"', /\bemail\b/i],
    ['a greeting that guesses a gender', /\bBienvenid[oa]\b/],
    ['"para registrarse" (usted)', /para registrarse/],
  ])('has no %s', (_what, pattern) => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.filter((t) => pattern.test(t))).toEqual([]);
  });

  it('words stock shortages for the shop', () => {
    expect(MESSAGES.stock.insufficient('Leche', 3)).toBe('Solo quedan 3 unidades de Leche');
    expect(MESSAGES.stock.insufficient('Leche', 1)).toBe('Solo queda 1 unidad de Leche');
    expect(MESSAGES.stock.outOfStock('Pan')).toBe('Pan se agotó');
  });
});
