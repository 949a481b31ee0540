import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from './messages';
import { ADMIN_MESSAGES } from './admin-messages';

describe('MESSAGES', () => {
  it.each([
    [MESSAGES.api.sessionExpired, 'Sesión expirada'],
    [MESSAGES.api.httpError(502, 'Bad Gateway'), 'Error 502: Bad Gateway'],
    [MESSAGES.notFound.title, 'Página no encontrada'],
    [MESSAGES.server.internal, 'Ocurrió un error inesperado. Intenta de nuevo en unos minutos.'],
    [MESSAGES.server.loginRequired, 'Debes iniciar sesión para continuar'],
    [MESSAGES.server.forbidden, 'No tienes permiso para realizar esta acción'],
    [MESSAGES.stock.packageOnly(3), 'Solo hay 3 paquetes disponibles'],
    [MESSAGES.payments.card.cvvLength(4), 'CVV debe tener 4 dígitos'],
    [ADMIN_MESSAGES.admin.package.lowSaving(3), 'El ahorro es muy bajo (3%). ¿Continuar?'],
    [MESSAGES.cashOrder.failed('x'), 'Error al crear el pedido: x'],
  ])('reads %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps every error code equal to its name', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) expect(value).toBe(name);
  });
});
