import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChatMessageSchema } from './chat';
import { fieldErrors, firstMessage, validate } from './common';
import { IdParamSchema } from './params';
import {
  CancelRedemptionSchema,
  CreateRewardRedemptionSchema,
  RedeemPointsSchema,
  RegisterPointsSchema,
} from './points';
import { ValidatePromoCodeSchema } from './promo';
import { ShippingQuoteSchema } from './shipping';

describe('ValidatePromoCodeSchema', () => {
  it.each([
    [{ codigo: ' sc2026ak7qmx ' }, { ok: true, value: { codigo: 'SC2026AK7QMX' } }],
    [{ codigo: ' sc2026geh8jc  ' }, { ok: true, value: { codigo: 'SC2026GEH8JC' } }],
    [{ codigo: 'SC2026-GEH8-JC' }, { ok: true, value: { codigo: 'SC2026GEH8JC' } }],
    [{ codigo: '' }, { ok: false, message: 'Ingresa un código promocional' }],
    [{}, { ok: false, message: 'Ingresa un código promocional' }],
    [{ codigo: 'SC2026AK7QMXZABCDE' }, { ok: false, message: 'Código no válido' }],
    [{ codigo: "SC' OR 1=1" }, { ok: false, message: 'Código no válido' }],
  ])('checks %j', (input, expected) => {
    expect(validate(ValidatePromoCodeSchema, input)).toMatchObject(expected);
  });
});

describe('points schemas', () => {
  it.each([
    [50, true],
    ['100', true],
    [200, true],
    [500, true],
    // Any whole number passes the schema; the server checks it against the active rewards.
    [75, true],
    [0, false],
    [2.5, false],
    ['cien', false],
    [undefined, false],
  ])('accepts %s points for a canje: %s', (puntos, ok) => {
    const result = validate(RedeemPointsSchema, { puntos_a_canjear: puntos });
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.message).toBe('Opción de canje no válida. Elige una de las opciones de la lista');
  });

  it('drops any points the browser claims when registering', () => {
    expect(RegisterPointsSchema.parse({ pedido_id: '12', puntos: 99999, tipo: 'COMPRA' })).toEqual({
      pedido_id: 12,
      tipo: 'COMPRA',
    });
  });

  it.each([
    [RegisterPointsSchema, { pedido_id: 'x' }],
    [CancelRedemptionSchema, { codigo_canje: ' ' }],
    [CreateRewardRedemptionSchema, { recompensa_id: 0 }],
  ])('refuses a malformed points body %#', (schema, input) => {
    expect(validate(schema, input).ok).toBe(false);
  });

  it('reads a reward redemption', () => {
    expect(CreateRewardRedemptionSchema.parse({ recompensa_id: '3', puntos_usados: 100 })).toEqual({
      recompensa_id: 3,
      puntos_usados: 100,
    });
  });
});

describe('ShippingQuoteSchema', () => {
  it.each([
    [
      { subtotal: '12000', metodoPago: 'EFECTIVO' },
      { ok: true, value: { subtotal: 12000, metodoPago: 'efectivo' } },
    ],
    [{ subtotal: 20000, metodoPago: 'digital' }, { ok: true }],
    [
      { subtotal: -1, metodoPago: 'digital' },
      { ok: false, message: 'El subtotal debe ser un número entero de pesos mayor o igual a 0' },
    ],
    [
      { subtotal: 100, metodoPago: 'tarjeta' },
      { ok: false, message: 'El método de pago debe ser digital o efectivo' },
    ],
  ])('checks %j', (input, expected) => {
    expect(validate(ShippingQuoteSchema, input)).toMatchObject(expected);
  });
});

describe('ChatMessageSchema', () => {
  it('keeps the last 20 history items', () => {
    const historial = Array.from({ length: 30 }, (_, i) => ({
      de: i % 2 ? 'bot' : 'usuario',
      texto: String(i),
    }));
    const parsed = ChatMessageSchema.parse({ mensaje: ' hola ', historial });
    expect(parsed.mensaje).toBe('hola');
    expect(parsed.historial).toHaveLength(20);
    expect(parsed.historial[0]?.texto).toBe('10');
  });

  it('refuses an empty message', () => {
    expect(validate(ChatMessageSchema, { mensaje: '   ' })).toMatchObject({
      ok: false,
      message: 'Escribe un mensaje',
    });
  });
});

describe('IdParamSchema', () => {
  it.each([
    ['7', true],
    ['0', false],
    ['abc', false],
    ['1.5', false],
  ])('checks id %s', (id, ok) => {
    expect(validate(IdParamSchema, { id }).ok).toBe(ok);
  });
});

describe('error helpers', () => {
  const schema = z.object({
    a: z.string({ error: 'A falta' }),
    b: z.object({ c: z.number({ error: 'C mal' }) }),
  });

  it('maps the first message of each field', () => {
    const parsed = schema.safeParse({ b: { c: 'x' } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrors(parsed.error)).toEqual({ a: 'A falta', 'b.c': 'C mal' });
      expect(firstMessage(parsed.error)).toBe('A falta');
    }
  });

  it('keys root errors as _', () => {
    const parsed = schema.safeParse(null);
    expect(!parsed.success && fieldErrors(parsed.error)).toEqual({
      _: 'Revisa los datos enviados',
    });
  });
});
