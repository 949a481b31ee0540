import { describe, expect, it } from 'vitest';
import { validate } from './common';
import {
  CashOrderSchema,
  DeliveryDataSchema,
  OrderListQuerySchema,
  OrderNumberParamSchema,
} from './orders';

const order = {
  cliente_email: 'cliente@superconjunto.co',
  torre_entrega: '1',
  piso_entrega: 5,
  apartamento_entrega: '502',
  productos: [{ id: 1, nombre: 'Leche', precio: 4000, cantidad: 2 }],
  paquetes: [],
  total: 10000,
  subtotal: 8000,
  metodo_pago: 'EFECTIVO',
  estado_pago: 'PENDIENTE_EFECTIVO',
  codigo_promocional: ' sc2026ak7qmx ',
};

describe('CashOrderSchema', () => {
  it('accepts the order as the browser sends it', () => {
    expect(CashOrderSchema.parse(order)).toMatchObject({
      torre_entrega: 1,
      piso_entrega: 5,
      productos: [{ id: 1, cantidad: 2, precio: 4000 }],
      paquetes: [],
      total: 10000,
      codigo_promocional: 'SC2026AK7QMX',
    });
  });

  it('leaves delivery fields absent so they fall back to the profile', () => {
    const parsed = CashOrderSchema.parse({
      productos: [{ id: '3', cantidad: '1' }],
      torre_entrega: '',
      piso_entrega: null,
    });
    expect(parsed).toMatchObject({ productos: [{ id: 3, cantidad: 1 }], paquetes: [] });
    expect(parsed.torre_entrega).toBeUndefined();
    expect(parsed.piso_entrega).toBeUndefined();
  });

  it('reads package lines by cart id, paquete_id or tipo', () => {
    const parsed = CashOrderSchema.parse({
      productos: [
        { id: 'paquete_4', tipo: 'paquete', cantidad: 1 },
        { id: 2, cantidad: 1 },
      ],
      paquetes: [{ paquete_id: 9, cantidad: 2 }],
    });
    expect(parsed.productos.map((l) => l.id)).toEqual([2]);
    expect(parsed.paquetes.map((l) => [l.id, l.cantidad])).toEqual([
      [9, 2],
      [4, 1],
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'refuses tower 51, past the widest complex',
      { torre_entrega: 51 },
      'torre_entrega',
      'Torre inválida. Debe ser 1, 2, 3, 4 o 5',
    ],
    [
      'refuses floor 81, past the widest complex',
      { piso_entrega: '81' },
      'piso_entrega',
      'Piso inválido. Debe estar entre 1 y 30',
    ],
    [
      'refuses an empty cart',
      { productos: [], paquetes: [] },
      'productos',
      'Tu carrito está vacío',
    ],
    [
      'refuses quantity 0',
      { productos: [{ id: 1, cantidad: 0 }] },
      'productos.0.cantidad',
      'La cantidad debe estar entre 1 y 99',
    ],
    [
      'refuses quantity 100',
      { productos: [{ id: 1, cantidad: 100 }] },
      'productos.0.cantidad',
      'La cantidad debe estar entre 1 y 99',
    ],
    [
      'refuses a fractional quantity',
      { productos: [{ id: 1, cantidad: 1.5 }] },
      'productos.0.cantidad',
      'La cantidad debe estar entre 1 y 99',
    ],
    [
      'refuses a negative id',
      { productos: [{ id: -1, cantidad: 1 }] },
      'productos.0.id',
      'Producto inválido en el pedido',
    ],
    [
      'refuses a text id',
      { productos: [{ id: 'leche', cantidad: 1 }] },
      'productos.0.id',
      'Producto inválido en el pedido',
    ],
    [
      'refuses a bad promo code',
      { codigo_promocional: 'SC2026AK7QMXXABCDE' },
      'codigo_promocional',
      'Código no válido',
    ],
    ['refuses a text total', { total: 'mucho' }, 'total', 'Revisa los datos enviados'],
  ])('%s', (_title, patch, field, message) => {
    const result = validate(CashOrderSchema, { ...order, ...patch });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('refuses a body that is not an object in Spanish', () => {
    expect(validate(CashOrderSchema, 'hola')).toMatchObject({
      ok: false,
      message: 'Revisa los datos enviados',
    });
  });
});

describe('DeliveryDataSchema', () => {
  it.each([
    [
      { piso_entrega: 2, apartamento_entrega: '201' },
      'torre_entrega',
      'Por favor selecciona la torre de entrega',
    ],
    [
      { torre_entrega: 2, apartamento_entrega: '201' },
      'piso_entrega',
      'Por favor ingresa el piso de entrega',
    ],
    [
      { torre_entrega: 2, piso_entrega: 2, apartamento_entrega: '' },
      'apartamento_entrega',
      'Por favor ingresa el apartamento de entrega',
    ],
    [
      { torre_entrega: 51, piso_entrega: 2, apartamento_entrega: '201' },
      'torre_entrega',
      'Torre inválida. Debe ser 1, 2, 3, 4 o 5',
    ],
    [
      { torre_entrega: 2, piso_entrega: 2, apartamento_entrega: 'APTO #502' },
      'apartamento_entrega',
      'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    ],
  ])('refuses %j', (input, field, message) => {
    const result = validate(DeliveryDataSchema, input);
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('normalises the apartment as the complex numbers them (issue 15)', () => {
    const parsed = DeliveryDataSchema.parse({
      torre_entrega: 2,
      piso_entrega: 12,
      apartamento_entrega: ' 1204b ',
    });
    expect(parsed.apartamento_entrega).toBe('1204B');
    const cash = validate(CashOrderSchema, { ...order, apartamento_entrega: 'APTO #502' });
    expect(!cash.ok && cash.fields.apartamento_entrega).toBe(
      'Ingresa un apartamento válido: hasta 10 letras o números (ej.: 502, 1204B)',
    );
  });

  it('accepts complete delivery data', () => {
    expect(
      DeliveryDataSchema.parse({
        torre_entrega: '2',
        piso_entrega: '3',
        apartamento_entrega: '301',
      }),
    ).toMatchObject({
      torre_entrega: 2,
      piso_entrega: 3,
    });
  });
});

describe('order params and queries', () => {
  it.each([
    ['SUP-001', 1],
    ['sup-12', 12],
    ['15', 15],
  ])('reads the order number %s', (orderNumber, id) => {
    expect(OrderNumberParamSchema.parse({ orderNumber })).toEqual({ orderNumber: id });
  });

  it('refuses a malformed order number', () => {
    expect(validate(OrderNumberParamSchema, { orderNumber: 'PED-1' })).toMatchObject({
      ok: false,
      message: 'Pedido no encontrado',
    });
  });

  it.each([
    [{}, { estado: 'todos' }],
    [
      { estado: 'entregado', torre: '3' },
      { estado: 'entregado', torre: 3 },
    ],
  ])('reads the list query %j', (query, expected) => {
    expect(OrderListQuerySchema.parse(query)).toEqual(expected);
  });

  it('refuses an unknown state filter', () => {
    expect(validate(OrderListQuerySchema, { estado: 'enviado' }).ok).toBe(false);
  });
});
