import { describe, expect, it } from 'vitest';
import { giftGroup } from './gifts';
import {
  allPacked,
  EMPTY_CATALOGUE,
  idsMissingNames,
  needsCurrentPackage,
  packageContents,
  packedCountLabel,
  packingKeys,
  packingList,
  packingText,
  whatsappShareUrl,
  type CurrentCatalogue,
  type PackableLine,
} from './packing';

const catalogue: CurrentCatalogue = {
  productNames: new Map([
    [1, 'Arepas (hoy)'],
    [2, 'Queso (hoy)'],
  ]),
  packageItems: new Map([[7, [{ producto_id: 1, cantidad: 3 }]]]),
};

describe('packageContents', () => {
  const pkg = (componentes: unknown, package_id: number | null = 7) => ({
    tipo: 'paquete' as const,
    package_id,
    componentes,
  });

  it.each([
    [
      'names stored at order time win over today’s catalogue',
      pkg([
        { product_id: 1, cantidad: 2, costo_unitario: 100, nombre: 'Arepas' },
        { product_id: 2, cantidad: 1, costo_unitario: null, nombre: 'Queso' },
      ]),
      {
        origen: 'pedido',
        productos: [
          { producto_id: 1, nombre: 'Arepas', cantidad: 2 },
          { producto_id: 2, nombre: 'Queso', cantidad: 1 },
        ],
      },
    ],
    [
      'stored quantities without names take today’s names, labelled',
      pkg([
        { product_id: 1, cantidad: 2, costo_unitario: 100 },
        { product_id: 2, cantidad: 1, nombre: 'Queso' },
      ]),
      {
        origen: 'nombres_actuales',
        productos: [
          { producto_id: 1, nombre: 'Arepas (hoy)', cantidad: 2 },
          { producto_id: 2, nombre: 'Queso', cantidad: 1 },
        ],
      },
    ],
    [
      'nothing stored: the package as defined today, labelled',
      pkg(null),
      {
        origen: 'paquete_actual',
        productos: [{ producto_id: 1, nombre: 'Arepas (hoy)', cantidad: 3 }],
      },
    ],
    [
      'a malformed snapshot is treated as nothing stored',
      pkg([{ product_id: 'x', cantidad: 1 }]),
      {
        origen: 'paquete_actual',
        productos: [{ producto_id: 1, nombre: 'Arepas (hoy)', cantidad: 3 }],
      },
    ],
    [
      'an unknown product keeps its id rather than vanishing',
      pkg([{ product_id: 99, cantidad: 1 }]),
      {
        origen: 'nombres_actuales',
        productos: [{ producto_id: 99, nombre: 'Producto #99', cantidad: 1 }],
      },
    ],
    ['nothing stored and no package today: null', pkg(null, 8), null],
  ])('%s', (_title, line, expected) => {
    expect(packageContents(line, catalogue)).toEqual(expected);
  });

  it('a product line has no contents', () => {
    expect(
      packageContents({ tipo: 'producto', package_id: null, componentes: null }, catalogue),
    ).toBeNull();
  });

  it('tells which lines need the catalogue', () => {
    expect(idsMissingNames([{ product_id: 1, cantidad: 1, nombre: 'A' }])).toEqual([]);
    expect(
      idsMissingNames([
        { product_id: 1, cantidad: 1 },
        { product_id: 2, cantidad: 1, nombre: 'B' },
      ]),
    ).toEqual([1]);
    expect(needsCurrentPackage(null)).toBe(true);
    expect(needsCurrentPackage([])).toBe(true);
    expect(needsCurrentPackage([{ product_id: 1, cantidad: 1 }])).toBe(false);
    expect(packageContents(pkg(null), EMPTY_CATALOGUE)).toBeNull();
  });
});

const lines: PackableLine[] = [
  {
    tipo: 'paquete',
    producto_id: null,
    paquete_id: 7,
    nombre: 'Antojo de arepas',
    cantidad: 2,
    contenido: {
      origen: 'pedido',
      productos: [
        { producto_id: 1, nombre: 'Arepas', cantidad: 3 },
        { producto_id: 2, nombre: 'Queso', cantidad: 1 },
      ],
    },
  },
  {
    tipo: 'producto',
    producto_id: 5,
    paquete_id: null,
    nombre: 'Leche',
    cantidad: 4,
    contenido: null,
  },
  {
    tipo: 'paquete',
    producto_id: null,
    paquete_id: 9,
    nombre: 'Paquete sin contenido conocido',
    cantidad: 1,
    contenido: null,
  },
];

describe('packingList', () => {
  it('expands each package into package quantity × component quantity, then the loose lines', () => {
    expect(packingList(lines)).toEqual([
      {
        paquete: { nombre: 'Antojo de arepas', cantidad: 2, origen: 'pedido' },
        items: [
          { key: 'paquete-7-producto-1', nombre: 'Arepas', cantidad: 6 },
          { key: 'paquete-7-producto-2', nombre: 'Queso', cantidad: 2 },
        ],
      },
      {
        paquete: null,
        items: [
          { key: 'producto-5', nombre: 'Leche', cantidad: 4 },
          { key: 'paquete-9', nombre: 'Paquete sin contenido conocido', cantidad: 1 },
        ],
      },
    ]);
  });

  it('is ready only when every item is ticked', () => {
    const groups = packingList(lines);
    const keys = packingKeys(groups);
    expect(keys).toHaveLength(4);
    expect(allPacked(groups, new Set(keys.slice(1)))).toBe(false);
    expect(allPacked(groups, new Set([...keys, 'otra-cosa']))).toBe(true);
    expect(allPacked([], new Set())).toBe(false);
  });

  it('counts with plurals', () => {
    expect(packedCountLabel(0, 1)).toBe('0 de 1 listo');
    expect(packedCountLabel(2, 4)).toBe('2 de 4 listos');
  });

  it('writes the list as text for WhatsApp, every item with its quantity', () => {
    const text = packingText(
      { codigo: 'SUP-012', torre_entrega: 3, piso_entrega: 4, apartamento_entrega: '402' },
      packingList(lines),
    );
    expect(text).toBe(
      [
        'Lista de alistamiento SUP-012',
        'Torre 3 · Piso 4 · Apto 402',
        '',
        'Antojo de arepas × 2:',
        '- 6 × Arepas',
        '- 2 × Queso',
        '',
        'Productos:',
        '- 4 × Leche',
        '- 1 × Paquete sin contenido conocido',
      ].join('\n'),
    );
    const url = whatsappShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
  });
});

describe('the gifts an order carries (issue 41)', () => {
  it('are a group of their own, ticked like the products and shared in the text', () => {
    const gifts = giftGroup([
      { codigo: 'CANJE-K7QM2X', nombre: 'Bolsa reutilizable', puntos: 250, canjeado: '2026-11-21T15:00:00.000Z', entregado: null },
    ]);
    expect(giftGroup([])).toBeNull();
    const groups = [...packingList([]), gifts!];
    expect(packingKeys(groups)).toEqual(['obsequio-CANJE-K7QM2X']);
    expect(allPacked(groups, new Set(['obsequio-CANJE-K7QM2X']))).toBe(true);
    const text = packingText(
      { codigo: 'SUP-012', torre_entrega: 3, piso_entrega: 4, apartamento_entrega: '402' },
      groups,
    );
    expect(text).toContain('Regalos por entregar (canje de puntos):\n- 1 × Bolsa reutilizable');
  });
});
