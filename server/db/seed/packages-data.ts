import type { PackageCategory } from '../schema';

/** A demo package: its items name products of products-data.ts by exact `nombre`. */
export interface SeedPackage {
  nombre: string;
  slug: string;
  descripcion: string;
  categoria: PackageCategory;
  items: Array<[productName: string, cantidad: number]>;
  /** Fraction off the sum of its products' current prices (the package price is below it). */
  ahorro: number;
  activo: boolean;
  /** Offsets in days from the seed date, for packages with a date window. */
  ventana?: { desde: number; hasta: number };
}

export const SEED_PACKAGES: SeedPackage[] = [
  {
    nombre: 'Desayuno completo',
    slug: 'desayuno-completo',
    descripcion:
      'Todo para un desayuno bogotano: leche, pan tajado, huevos, café y queso campesino.',
    categoria: 'desayuno',
    items: [
      ['Leche entera Alquería 1,1 L', 1],
      ['Pan tajado blanco Bimbo 600 g', 1],
      ['Huevos AA x 12', 1],
      ['Café Sello Rojo 500 g', 1],
      ['Queso campesino 500 g', 1],
    ],
    ahorro: 0.1,
    activo: true,
  },
  {
    nombre: 'Mercado básico',
    slug: 'mercado-basico',
    descripcion:
      'Lo esencial de la despensa para la semana: arroz, aceite, frijol, azúcar, panela, pasta y sal.',
    categoria: 'basicos',
    items: [
      ['Arroz Diana 1 kg', 2],
      ['Aceite de girasol 1 L', 1],
      ['Frijol cargamanto 500 g', 1],
      ['Azúcar Manuelita 1 kg', 1],
      ['Panela x 2 (1 kg)', 1],
      ['Pasta spaghetti Doria 500 g', 2],
      ['Sal Refisal 1 kg', 1],
    ],
    ahorro: 0.12,
    activo: true,
  },
  {
    nombre: 'Kit de aseo',
    slug: 'kit-de-aseo',
    descripcion:
      'Para dejar la casa impecable: jabón, detergente, lavaloza, blanqueador y papel higiénico.',
    categoria: 'limpieza',
    items: [
      ['Jabón en barra Rey x 3', 1],
      ['Detergente en polvo Fab 1 kg', 1],
      ['Lavaloza Axion 450 g', 1],
      ['Blanqueador Límpido 1 L', 1],
      ['Papel higiénico Familia x 12', 1],
    ],
    ahorro: 0.08,
    activo: true,
  },
  {
    nombre: 'Noche de snacks',
    slug: 'noche-de-snacks',
    descripcion:
      'Para la película o el partido: papas, Detodito, Chocorramos, gomitas y una gaseosa bien fría.',
    categoria: 'snacks',
    items: [
      ['Papas Margarita natural 105 g', 2],
      ['Detodito mix 165 g', 1],
      ['Chocorramo', 2],
      ['Gomitas Trululú 90 g', 1],
      ['Gaseosa Coca-Cola 1,5 L', 1],
    ],
    ahorro: 0.12,
    activo: true,
  },
  {
    nombre: 'Onces santafereñas',
    slug: 'onces-santaferenas',
    descripcion: 'Chocolate con queso y almojábanas, como en las onces de la abuela.',
    categoria: 'general',
    items: [
      ['Chocolate Corona 500 g', 1],
      ['Queso campesino 500 g', 1],
      ['Almojábanas x 6', 1],
    ],
    ahorro: 0.1,
    activo: true,
  },
  {
    nombre: 'Combo parrillero',
    slug: 'combo-parrillero',
    descripcion: 'Chorizo, chatas y costilla para el asado del fin de semana.',
    categoria: 'general',
    items: [
      ['Chorizo santarrosano x 5', 1],
      ['Chatas de res 500 g', 1],
      ['Costilla de cerdo 1 kg', 1],
    ],
    ahorro: 0.1,
    activo: true,
    ventana: { desde: -60, hasta: -20 },
  },
  {
    nombre: 'Refresca tu tarde',
    slug: 'refresca-tu-tarde',
    descripcion: 'Jugos, agua y malta para las tardes de calor.',
    categoria: 'bebidas',
    items: [
      ['Jugo Hit de mango 1 L', 2],
      ['Agua Cristal 600 ml', 2],
      ['Pony Malta 1 L', 1],
    ],
    ahorro: 0.1,
    activo: false,
  },
];
