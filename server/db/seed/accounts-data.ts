import type { PaymentMethod } from '../schema';

/** The demo accounts of DESIGN §3 (README lists them). */
export const DEMO_ADMIN = {
  nombre: 'Administración SuperConjunto',
  email: 'admin@superconjunto.co',
  cedula: '1000000001',
  telefono: '3000000001',
  torre: 1,
  piso: 1,
  apartamento: '101',
  rol: 'admin' as const,
};

/**
 * The demo administrator's authenticator-app secret (issue 39): printed in README beside the
 * account so anyone trying the demo shop can add it to an app (or compute the code in a script)
 * and sign in to the panel. Demo data only: a shop started with SEED=none has no such factor.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'SUPERCONJUNTODEMOADMINTOTPSECRET';

export const DEMO_CUSTOMER = {
  nombre: 'Laura Gómez',
  email: 'cliente@superconjunto.co',
  cedula: '1000000002',
  telefono: '3000000002',
  telefono_alternativo: '6015550102',
  torre: 1,
  piso: 5,
  apartamento: '502',
  notas_entrega: 'Timbrar en portería; si no contesto, dejar con el vigilante.',
  rol: 'customer' as const,
};

export interface SeedHistoryOrder {
  diasAtras: number;
  metodo: PaymentMethod;
  lines: Array<[productName: string, cantidad: number]>;
  instrucciones?: string;
  /** Points spent on a canje that this order used (it then earns nothing). */
  canje?: { puntos: number; valor: number };
}

/**
 * The demo customer's delivered orders. Their subtotals earn 235 + 192 + 75 + 118 = 620 points
 * under the spec's formula (the fourth at PLATA), and the last one used a 100-point canje, so the
 * customer has 620 lifetime points (PLATA) and 520 available. seed.test.ts checks the figures.
 */
export const DEMO_HISTORY: SeedHistoryOrder[] = [
  {
    diasAtras: 35,
    metodo: 'EFECTIVO',
    instrucciones: 'Dejar en portería.',
    lines: [
      ['Arroz Diana 1 kg', 3],
      ['Aceite de girasol 1 L', 1],
      ['Pechuga de pollo 1 kg', 1],
      ['Carne molida de res 500 g', 2],
      ['Huevos AA x 30', 1],
      ['Café Sello Rojo 500 g', 1],
      ['Papa pastusa 2 kg', 2],
      ['Leche entera Alquería 1,1 L', 3],
      ['Papel higiénico Familia x 12', 1],
      ['Detergente en polvo Fab 1 kg', 1],
    ],
  },
  {
    diasAtras: 27,
    metodo: 'NEQUI',
    lines: [
      ['Chatas de res 500 g', 2],
      ['Chorizo santarrosano x 5', 1],
      ['Queso campesino 500 g', 1],
      ['Arepas de maíz blanco x 5', 1],
      ['Gaseosa Coca-Cola 1,5 L', 2],
      ['Agua Cristal 600 ml', 1],
      ['Aguacate Hass x 3', 1],
      ['Papas Margarita natural 105 g', 2],
      ['Chocolate Corona 500 g', 1],
      ['Almojábanas x 6', 2],
    ],
  },
  {
    diasAtras: 19,
    metodo: 'EFECTIVO',
    lines: [
      ['Leche entera Alquería 1,1 L', 2],
      ['Pan tajado blanco Bimbo 600 g', 1],
      ['Huevos AA x 12', 1],
      ['Muslos de pollo 1 kg', 1],
      ['Frijol cargamanto 500 g', 1],
      ['Plátano maduro x 3', 2],
      ['Panela x 2 (1 kg)', 1],
      ['Yogurt Alpina de fresa 1 L', 1],
    ],
  },
  {
    diasAtras: 12,
    metodo: 'CARD',
    lines: [
      ['Costilla de cerdo 1 kg', 1],
      ['Papa pastusa 2 kg', 1],
      ['Tocineta ahumada 250 g', 1],
      ['Jamón de cerdo 250 g', 1],
      ['Kumis Alpina 1 L', 1],
      ['Pan tajado integral 550 g', 1],
      ['Suavizante Suavitel 1 L', 1],
    ],
  },
  {
    diasAtras: 5,
    metodo: 'EFECTIVO',
    canje: { puntos: 100, valor: 1_000 },
    lines: [
      ['Leche entera Alquería 1,1 L', 2],
      ['Arepas de maíz blanco x 5', 1],
      ['Queso campesino 500 g', 1],
      ['Banano criollo 1 kg', 1],
      ['Chocorramo', 2],
    ],
  },
];
