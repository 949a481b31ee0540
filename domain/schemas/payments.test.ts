import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { CreatePaymentSchema, TokenizeCardSchema, TransactionIdParamSchema } from './payments';

const cart = {
  productos: [{ id: 1, nombre: 'Leche', precio: 4000, cantidad: 5 }],
  paquetes: [],
  acceptance_token: 'acc-terms',
  accept_personal_auth: 'acc-data',
};

describe('CreatePaymentSchema', () => {
  it.each([
    [{ metodoPago: 'CARD', payment_source_id: 'tok_test_1', installments: 1 }],
    [{ metodoPago: 'nequi', telefono: '399 111 1111', cedula: '1000000002' }],
    [{ metodoPago: 'DAVIPLATA', telefono: '3991111111', cedula: '1000000002' }],
    [{ metodoPago: 'PSE', telefono: '3991111111', cedula: '1000000002', banco: '1' }],
  ])('accepts %j', (fields) => {
    const result = validate(CreatePaymentSchema, { ...cart, monto: 20000, ...fields });
    expect(result).toMatchObject({ ok: true, value: { installments: 1 } });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ metodoPago: 'BITCOIN' }, 'metodoPago', 'Selecciona un método de pago'],
    [{}, 'metodoPago', 'Selecciona un método de pago'],
    [
      { metodoPago: 'CARD', payment_source_id: 'tok', accept_personal_auth: '' },
      'accept_personal_auth',
      'Debes aceptar los términos y la autorización de tratamiento de datos para pagar',
    ],
    [{ metodoPago: 'CARD' }, 'payment_source_id', 'Falta la tarjeta tokenizada para el pago'],
    [
      { metodoPago: 'NEQUI', telefono: '39911', cedula: '1000000002' },
      'telefono',
      'Ingresa un teléfono válido (10 dígitos)',
    ],
    [
      { metodoPago: 'NEQUI', telefono: '3991111111', cedula: '123' },
      'cedula',
      'Ingresa una cédula válida',
    ],
    [
      { metodoPago: 'PSE', telefono: '3991111111', cedula: '1000000002' },
      'banco',
      'Selecciona un banco para PSE',
    ],
    [
      { metodoPago: 'CARD', payment_source_id: 'tok', productos: [] },
      'productos',
      'Tu carrito está vacío',
    ],
    [
      { metodoPago: 'CARD', payment_source_id: 'tok', installments: 3 },
      'installments',
      'Revisa los datos enviados',
    ],
  ])('refuses %j on %s', (fields, field, message) => {
    const result = validate(CreatePaymentSchema, { ...cart, ...fields });
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('accepts delivery data with the cash-order rules', () => {
    const result = validate(CreatePaymentSchema, {
      ...cart,
      metodoPago: 'CARD',
      payment_source_id: 'tok',
      // Beyond the widest complex the panel allows (50): the settings' own bound is the service's.
      datosEntrega: { torre_entrega: 51 },
    });
    expect(!result.ok && result.fields['datosEntrega.torre_entrega']).toBe(
      'Torre inválida. Debe ser 1, 2, 3, 4 o 5',
    );
  });
});

describe('TokenizeCardSchema', () => {
  const card = {
    number: '4242 4242 4242 4242',
    cvc: '123',
    exp_month: '8',
    exp_year: '2028',
    card_holder: ' ana pérez ',
  };

  it('normalises a valid card', () => {
    expect(TokenizeCardSchema.parse(card)).toEqual({
      number: '4242424242424242',
      cvc: '123',
      exp_month: '08',
      exp_year: '28',
      card_holder: 'ANA PÉREZ',
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ number: '' }, 'number', 'Número de tarjeta requerido'],
    [{ number: '4242 4242' }, 'number', 'Número muy corto'],
    [{ number: '4242424242424241' }, 'number', 'Número de tarjeta inválido'],
    [{ exp_month: '' }, 'exp_month', 'Mes requerido'],
    [{ exp_month: 13 }, 'exp_month', 'Mes inválido'],
    [{ exp_year: '' }, 'exp_year', 'Año requerido'],
    [{ cvc: '' }, 'cvc', 'CVV requerido'],
    [{ cvc: '12' }, 'cvc', 'CVV debe tener 3 dígitos'],
    [{ number: '378282246310005', cvc: '123' }, 'cvc', 'CVV debe tener 4 dígitos'],
    [{ card_holder: 'a' }, 'card_holder', 'El nombre del titular debe tener al menos 5 caracteres'],
    [
      { card_holder: 'LUIS' },
      'card_holder',
      'El nombre del titular debe tener al menos 5 caracteres',
    ],
    [{ card_holder: undefined }, 'card_holder', 'Nombre requerido'],
  ])('refuses %j', (patch, field, message) => {
    const result = validate(TokenizeCardSchema, { ...card, ...patch });
    expect(!result.ok && result.fields[field]).toBe(message);
  });
});

describe('TransactionIdParamSchema', () => {
  it.each([
    ['1234-1610641025-49201', true],
    ['sbx_abc.1', true],
    ['../etc', false],
    ['', false],
  ])('checks %s', (transactionId, ok) => {
    expect(validate(TransactionIdParamSchema, { transactionId }).ok).toBe(ok);
  });
});
