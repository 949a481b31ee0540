import type { ChatContext, ChatPackage, ChatProduct } from './types';

/** A small catalogue shaped like the demo seed, for the assistant's tests and benchmark. */
const ROWS: Array<[string, string, number, number, number?]> = [
  ['Leche entera Alquería 1,1 L', 'Lácteos y bebidas', 5200, 48],
  ['Leche deslactosada Alquería 1 L', 'Lácteos y bebidas', 5900, 30],
  ['Yogurt Alpina de fresa 1 L', 'Lácteos y bebidas', 11900, 14, 15],
  ['Kumis Alpina 1 L', 'Lácteos y bebidas', 9800, 10],
  ['Queso campesino 500 g', 'Lácteos y bebidas', 12500, 12],
  ['Mantequilla Alpina 125 g', 'Lácteos y bebidas', 6400, 3],
  ['Jugo Hit de mango 1 L', 'Lácteos y bebidas', 4900, 40, 10],
  ['Gaseosa Coca-Cola 1,5 L', 'Lácteos y bebidas', 6900, 36],
  ['Gaseosa Colombiana 1,5 L', 'Lácteos y bebidas', 5900, 0],
  ['Agua Cristal 600 ml', 'Lácteos y bebidas', 2200, 60],
  ['Pan tajado blanco Bimbo 600 g', 'Panadería', 7900, 15],
  ['Arepas de maíz blanco x 5', 'Panadería', 4500, 25],
  ['Almojábanas x 6', 'Panadería', 7200, 9],
  ['Pan de bono x 6', 'Panadería', 6900, 7],
  ['Pechuga de pollo 1 kg', 'Carnes', 17900, 10],
  ['Carne molida de res 500 g', 'Carnes', 13900, 8],
  ['Chorizo santarrosano x 5', 'Carnes', 12900, 6],
  ['Detergente en polvo Fab 1 kg', 'Aseo', 12900, 20],
  ['Papel higiénico Familia x 12', 'Aseo', 21900, 15],
  ['Lavaloza Axion 450 g', 'Aseo', 7500, 12],
  ['Crema dental Colgate 100 ml', 'Aseo', 6200, 18],
  ['Arroz Diana 1 kg', 'Despensa', 4800, 50],
  ['Frijol cargamanto 500 g', 'Despensa', 7800, 20],
  ['Café Sello Rojo 500 g', 'Despensa', 15900, 22],
  ['Chocolate Corona 500 g', 'Despensa', 11500, 14],
  ['Huevos AA x 30', 'Despensa', 19900, 12],
  ['Huevos AA x 12', 'Despensa', 8900, 24],
  ['Panela x 2 (1 kg)', 'Despensa', 5800, 16],
  ['Sal Refisal 1 kg', 'Despensa', 2500, 30],
  ['Papa pastusa 2 kg', 'Frutas y verduras', 6500, 18],
  ['Plátano maduro x 3', 'Frutas y verduras', 3600, 20],
  ['Aguacate Hass x 3', 'Frutas y verduras', 8900, 2],
  ['Banano criollo 1 kg', 'Frutas y verduras', 3900, 14],
  ['Limón Tahití 1 kg', 'Frutas y verduras', 4200, 10],
  ['Fresas 500 g', 'Frutas y verduras', 7500, 0],
  ['Papas Margarita natural 105 g', 'Snacks', 4300, 30],
  ['Papas Margarita de limón 105 g', 'Snacks', 4300, 25],
  ['Chocorramo', 'Snacks', 3200, 40],
  ['Detodito mix 165 g', 'Snacks', 7900, 12],
  ['Maní salado 180 g', 'Snacks', 5400, 9],
  ['Gomitas Trululú 90 g', 'Snacks', 3500, 20],
];

export const FIXTURE_PRODUCTS: ChatProduct[] = ROWS.map(
  ([nombre, categoria, precio, stock, pct], i) => ({
    id: i + 1,
    nombre,
    categoria,
    precio,
    stock,
    descuento_activo: pct !== undefined,
    descuento_porcentaje: pct ?? 0,
  }),
);

export const FIXTURE_PACKAGES: ChatPackage[] = [
  {
    id: 1,
    nombre: 'Desayuno completo',
    descripcion: 'Leche, pan, huevos, café y queso.',
    categoria: 'desayuno',
    precio_paquete: 45_360,
    ahorro_monto: 5_040,
    stock_paquetes_disponibles: 12,
  },
  {
    id: 2,
    nombre: 'Kit de aseo',
    descripcion: 'Lo básico del aseo.',
    categoria: 'limpieza',
    precio_paquete: 52_000,
    ahorro_monto: 6_000,
    stock_paquetes_disponibles: 5,
  },
  {
    id: 3,
    nombre: 'Noche de snacks',
    descripcion: 'Para la película.',
    categoria: 'snacks',
    precio_paquete: 21_000,
    ahorro_monto: 2_500,
    stock_paquetes_disponibles: 8,
  },
  {
    id: 4,
    nombre: 'Combo parrillero',
    descripcion: 'Para el asado.',
    categoria: 'general',
    precio_paquete: 60_000,
    ahorro_monto: 7_000,
    stock_paquetes_disponibles: 0,
  },
];

/** 10:00 in Bogotá (15:00 UTC), inside service hours. */
export const FIXTURE_NOW = new Date('2026-03-10T15:00:00Z');

export function fixtureContext(over: Partial<ChatContext> = {}): ChatContext {
  return {
    products: FIXTURE_PRODUCTS,
    packages: FIXTURE_PACKAGES,
    serviceHours: { open: '06:00', close: '23:00' },
    now: FIXTURE_NOW,
    caller: null,
    ...over,
  };
}
