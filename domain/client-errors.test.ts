import { describe, expect, it } from 'vitest';
import { cashOrderErrorMessage, loginErrorMessage, registerErrorMessage } from './client-errors';

describe('loginErrorMessage', () => {
  it.each([
    ['Error del servidor', 'Conectando con el servidor... Intenta nuevamente en unos segundos.'],
    ['Los datos no coinciden', 'Los datos ingresados no coinciden con ningún usuario registrado'],
    ['Usuario no encontrado', 'Los datos ingresados no coinciden con ningún usuario registrado'],
    ['Demasiados intentos', 'Demasiados intentos'],
    [null, 'Error al iniciar sesión'],
  ])('words %s', (input, expected) => {
    expect(loginErrorMessage(input)).toBe(expected);
  });
});

describe('registerErrorMessage', () => {
  it.each([
    [
      'El email ya existe',
      null,
      'Este correo electrónico ya está registrado. Intenta con otro o inicia sesión.',
    ],
    ['x', 'EMAIL_TAKEN', 'Este correo electrónico ya está registrado. Intenta con otro o inicia sesión.'],
    ['La cedula ya existe', null, 'Esta cédula ya está registrada. Intenta iniciar sesión.'],
    ['x', 'CEDULA_TAKEN', 'Esta cédula ya está registrada. Intenta iniciar sesión.'],
    ['Otro problema', null, 'Otro problema'],
    ['', null, 'Error al registrarse'],
  ])('words %s (%s)', (input, code, expected) => {
    expect(registerErrorMessage(input, code)).toBe(expected);
  });
});

describe('cashOrderErrorMessage', () => {
  it.each([
    ['Token inválido', null, 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.', true],
    [
      'Debes iniciar sesión para continuar',
      'LOGIN_REQUIRED',
      'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
      true,
    ],
    [
      'Solo quedan 2 unidades de Leche',
      'INSUFFICIENT_STOCK',
      'Solo quedan 2 unidades de Leche',
      false,
    ],
    [
      'Este paquete no está disponible por stock insuficiente',
      null,
      'Problema de inventario: Este paquete no está disponible por stock insuficiente',
      false,
    ],
    [
      'Los precios cambiaron',
      'PRICES_CHANGED',
      'Error al crear el pedido: Los precios cambiaron',
      false,
    ],
  ])('words %s', (input, code, message, sessionExpired) => {
    expect(cashOrderErrorMessage(input, code)).toEqual({ message, sessionExpired });
  });
});
