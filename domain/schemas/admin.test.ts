import { describe, expect, it } from 'vitest';
import { formatCOP } from '../money';
import { validate } from './common';
import { ExpenseCreateSchema } from './admin-expenses';
import { OrderStateChangeSchema } from './admin-orders';
import { PackageCreateSchema, PackageUpdateSchema } from './admin-packages';
import {
  ProductCostSchema,
  ProductCreateSchema,
  ProductDiscountSchema,
  ProductUpdateSchema,
} from './admin-products';
import { ProfitabilityQuerySchema } from './admin-profitability';
import {
  PopupCreateSchema,
  PromoCodeListQuerySchema,
  PromoDeleteSchema,
  PromoGenerateSchema,
} from './admin-promotions';

const product = {
  codigo: 'sc-0012',
  nombre: 'Leche entera 1L',
  precio: '4500',
  categoria: 'Lácteos',
  stock: '20',
  imagen: 'https://img.example/leche.jpg',
};

describe('product schemas', () => {
  it('reads a new product', () => {
    expect(ProductCreateSchema.parse(product)).toMatchObject({
      codigo: 'SC-0012',
      precio: 4500,
      stock: 20,
    });
  });

  it.each([
    [{ stock: 'muchos' }, { stock: 0 }],
    [
      { stock: undefined, codigo: '' },
      { stock: 0, codigo: undefined },
    ],
    [{ imagen: '/img/leche.jpg' }, { imagen: '/img/leche.jpg' }],
  ])('reads %j leniently', (patch, expected) => {
    expect(ProductCreateSchema.parse({ ...product, ...patch })).toMatchObject(expected);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ nombre: '' }, 'nombre', 'El nombre es obligatorio'],
    [{ precio: undefined }, 'precio', 'El precio es obligatorio'],
    [
      { precio: -1 },
      'precio',
      'El precio debe ser un valor en pesos, sin decimales, mayor o igual a 0',
    ],
    [
      { precio: 4500.5 },
      'precio',
      'El precio debe ser un valor en pesos, sin decimales, mayor o igual a 0',
    ],
    [{ categoria: ' ' }, 'categoria', 'La categoría es obligatoria'],
    [{ stock: -3 }, 'stock', 'El stock debe ser un número entero mayor o igual a 0'],
    [{ stock: 100_001 }, 'stock', 'El stock máximo es 100.000'],
    [{ stock: '1000000' }, 'stock', 'El stock máximo es 100.000'],
    [{ precio: 2_000_001 }, 'precio', `El precio máximo es ${formatCOP(2_000_000)}`],
    [{ precio: 1_000_000_001 }, 'precio', 'El precio máximo es $\u00a02.000.000'],
    [{ imagen: 'javascript:alert(1)' }, 'imagen', 'La imagen debe ser una URL válida'],
    [{ codigo: 'ABC-1' }, 'codigo', 'El código debe tener el formato SC-0001'],
  ])('refuses %j', (patch, field, message) => {
    const result = validate(ProductCreateSchema, { ...product, ...patch });
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('accepts the bounds themselves: stock 100.000 and price $ 2.000.000', () => {
    expect(ProductCreateSchema.parse({ ...product, stock: 100_000, precio: 2_000_000 })).toMatchObject({
      stock: 100_000,
      precio: 2_000_000,
    });
    expect(validate(ProductUpdateSchema, { precio: 2_000_001 })).toMatchObject({
      ok: false,
      fields: { precio: 'El precio máximo es $\u00a02.000.000' },
    });
  });

  it('updates only the fields sent', () => {
    expect(ProductUpdateSchema.parse({ precio: 5000 })).toEqual({ precio: 5000 });
    expect(ProductUpdateSchema.parse({})).toEqual({});
  });

  it.each([
    [
      { descuento_activo: true, descuento_porcentaje: '15' },
      {
        descuento_activo: true,
        descuento_porcentaje: 15,
        descuento_badge_texto: 'Oferta especial',
        confirmar_precio: false,
      },
    ],
    [
      { descuento_activo: false, descuento_porcentaje: 40, descuento_badge_texto: 'Promo' },
      { descuento_activo: false, descuento_porcentaje: 0, descuento_badge_texto: 'Promo', confirmar_precio: false },
    ],
  ])('reads the discount %j', (input, expected) => {
    expect(ProductDiscountSchema.parse(input)).toEqual(expected);
  });

  it('refuses a discount above 90', () => {
    expect(
      validate(ProductDiscountSchema, { descuento_activo: true, descuento_porcentaje: 91 }),
    ).toMatchObject({
      ok: false,
      message: 'El descuento debe estar entre 0 y 90',
    });
  });

  it.each([
    [{ costo_compra: '3000' }, { ok: true, value: { costo_compra: 3000, margen_objetivo: 25 } }],
    [
      { costo_compra: 3000, margen_objetivo: '32.5' },
      { ok: true, value: { margen_objetivo: 32.5 } },
    ],
    [
      { costo_compra: 3000.5 },
      { ok: false, message: 'El costo debe ser un número entero mayor o igual a 0' },
    ],
    [{ costo_compra: 2_000_001 }, { ok: false, message: 'El costo máximo es $\u00a02.000.000' }],
    [
      { costo_compra: 3000, margen_objetivo: 100 },
      { ok: false, message: 'El margen objetivo debe ser mayor o igual a 0 y menor que 100' },
    ],
  ])('reads the cost %j', (input, expected) => {
    expect(validate(ProductCostSchema, input)).toMatchObject(expected);
  });
});

describe('package schemas', () => {
  const pkg = {
    nombre: 'Desayuno',
    precio_paquete: '12000',
    productos: [
      { producto_id: 1, cantidad: 2 },
      { producto_id: '2', cantidad: '1' },
    ],
  };

  it('fills the defaults of a new package', () => {
    expect(PackageCreateSchema.parse(pkg)).toMatchObject({
      categoria: 'general',
      activo: true,
      precio_paquete: 12000,
    });
  });

  it('drops zero quantities and merges repeated products', () => {
    const parsed = PackageCreateSchema.parse({
      ...pkg,
      productos: [
        { producto_id: 1, cantidad: 1 },
        { producto_id: '1', cantidad: 2 },
        { producto_id: 3, cantidad: 0 },
      ],
    });
    expect(parsed.productos).toEqual([{ producto_id: 1, cantidad: 3 }]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ nombre: '' }, 'nombre', 'El nombre del paquete es obligatorio'],
    [{ precio_paquete: undefined }, 'precio_paquete', 'El precio del paquete es obligatorio'],
    [{ precio_paquete: 0 }, 'precio_paquete', 'El precio del paquete debe ser un valor en pesos, sin decimales, mayor a 0'],
    [{ precio_paquete: 2_000_001 }, 'precio_paquete', 'El precio máximo es $\u00a02.000.000'],
    [{ productos: [] }, 'productos', 'Debe agregar al menos un producto al paquete'],
    [
      { productos: [{ producto_id: 1, cantidad: 0 }] },
      'productos',
      'Debe agregar al menos un producto al paquete',
    ],
    [{ categoria: 'juguetes' }, 'categoria', 'Selecciona una categoría válida'],
    [
      { fecha_inicio: '2026-12-01', fecha_fin: '2026-11-01' },
      'fecha_fin',
      'La fecha de fin debe ser posterior a la fecha de inicio',
    ],
    [{ fecha_inicio: '2026-13-45' }, 'fecha_inicio', 'Usa fechas con el formato AAAA-MM-DD'],
  ])('refuses %j', (patch, field, message) => {
    const result = validate(PackageCreateSchema, { ...pkg, ...patch });
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('updates only the fields sent', () => {
    expect(PackageUpdateSchema.parse({ activo: false })).toEqual({ activo: false });
  });
});

describe('promotion schemas', () => {
  it.each([
    [
      { cantidad: 1000, descuento: 10 },
      { cantidad: 1000, descuento: 10, tipo: 'bienvenida' },
    ],
    [
      { cantidad: 1, descuento: 5, vence_el: '2026-12-31' },
      { cantidad: 1, descuento: 5, tipo: 'bienvenida', vence_el: '2026-12-31' },
    ],
    [
      { cantidad: '50', descuento: 15, tipo: 'usuario_unico' },
      { cantidad: 50, descuento: 15, tipo: 'usuario_unico' },
    ],
  ])('reads the generation %j', (input, expected) => {
    expect(PromoGenerateSchema.parse(input)).toEqual(expected);
  });

  it.each([
    // Batches of at most 1.000 (decision 0022).
    [{ cantidad: 0, descuento: 10 }, 'La cantidad debe estar entre 1 y 1.000 códigos por lote'],
    [{ cantidad: 1001, descuento: 10 }, 'La cantidad debe estar entre 1 y 1.000 códigos por lote'],
    [{ cantidad: 5, descuento: 91 }, 'El descuento debe estar entre 1 y 90'],
    [{ cantidad: 5, descuento: 0 }, 'El descuento debe estar entre 1 y 90'],
    [{ cantidad: 5, descuento: 10, tipo: 'vip' }, 'Selecciona un tipo de código válido'],
    [{ descuento: 10 }, 'Escribe cuántos códigos generar (entre 1 y 1.000)'],
    [{ cantidad: '', descuento: 10 }, 'Escribe cuántos códigos generar (entre 1 y 1.000)'],
    [{ cantidad: 5, descuento: null }, 'Escribe el porcentaje de descuento (entre 1 y 90)'],
    [
      { cantidad: 5, descuento: 10, vence_el: '2026-13-01' },
      'La fecha de vencimiento no es válida',
    ],
  ])('refuses the generation %j', (input, message) => {
    expect(validate(PromoGenerateSchema, input)).toMatchObject({ ok: false, message });
  });

  it.each([
    [{ tipo_eliminacion: 'todos_no_usados' }, true],
    [{ tipo_eliminacion: 'por_tipo', tipo: 'general' }, true],
    [{ tipo_eliminacion: 'por_tipo' }, false],
    [{ tipo_eliminacion: 'todos' }, false],
  ])('checks the deletion %j', (input, ok) => {
    expect(validate(PromoDeleteSchema, input).ok).toBe(ok);
  });

  it.each([
    [{}, { estado: 'todos' }],
    [
      { estado: 'usados', formato: 'csv' },
      { estado: 'usados', formato: 'csv' },
    ],
  ])('reads the list query %j', (input, expected) => {
    expect(PromoCodeListQuerySchema.parse(input)).toEqual(expected);
  });

  it('refuses an unknown export format', () => {
    expect(validate(PromoCodeListQuerySchema, { formato: 'pdf' })).toMatchObject({
      ok: false,
      message: 'El formato debe ser txt o csv',
    });
  });

  it('requires the popup title', () => {
    expect(validate(PopupCreateSchema, { descripcion: 'x' })).toMatchObject({
      ok: false,
      message: 'El título es obligatorio',
    });
    expect(PopupCreateSchema.parse({ titulo: ' 2x1 ', imagen_url: '' })).toEqual({ titulo: '2x1' });
  });
});

describe('expense, order and profitability schemas', () => {
  it.each([
    [
      { concepto: 'Arriendo', monto: '1500000', tipo: 'fijo' },
      { ok: true, value: { monto: 1500000, frecuencia: 'mensual' } },
    ],
    [
      { concepto: '', monto: 1, tipo: 'fijo' },
      { ok: false, message: 'El concepto es obligatorio' },
    ],
    [
      { concepto: 'Luz', monto: 0, tipo: 'fijo' },
      { ok: false, message: 'El monto debe ser un número entero de pesos mayor a 0' },
    ],
    [
      { concepto: 'Luz', monto: 10, tipo: 'otro' },
      { ok: false, message: 'El tipo debe ser fijo o variable' },
    ],
    [
      { concepto: 'Luz', monto: 10, tipo: 'variable', frecuencia: 'horaria' },
      { ok: false, message: 'Selecciona una frecuencia válida' },
    ],
  ])('checks the expense %j', (input, expected) => {
    expect(validate(ExpenseCreateSchema, input)).toMatchObject(expected);
  });

  it.each([
    ['entregado', true],
    [' CANCELADO ', true],
    ['pendiente', false],
    [undefined, false],
  ])('checks the state change to %s', (estado, ok) => {
    const result = validate(OrderStateChangeSchema, { estado });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe('Estado inválido. Usa entregado o cancelado');
  });

  it.each([
    [{}, { ok: true, value: { periodo: 'mes' } }],
    [{ periodo: 'año' }, { ok: true }],
    [{ periodo: 'personalizado', fechaInicio: '2026-01-01', fechaFin: '2026-01-31' }, { ok: true }],
    [
      { periodo: 'personalizado', fechaInicio: '2026-01-01' },
      { ok: false, message: 'Selecciona las fechas de inicio y fin' },
    ],
    [{ periodo: 'trimestre' }, { ok: false, message: 'Selecciona un periodo válido' }],
  ])('checks the profitability query %j', (input, expected) => {
    expect(validate(ProfitabilityQuerySchema, input)).toMatchObject(expected);
  });
});
