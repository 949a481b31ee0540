import { words } from './normalize';

/** An amount by weight or volume, in grams or millilitres. */
export interface Measure {
  amount: number;
  dimension: 'peso' | 'volumen';
}

const UNIT: Record<string, { factor: number; dimension: Measure['dimension'] }> = {
  kg: { factor: 1000, dimension: 'peso' },
  kilo: { factor: 1000, dimension: 'peso' },
  kilos: { factor: 1000, dimension: 'peso' },
  kilogramos: { factor: 1000, dimension: 'peso' },
  g: { factor: 1, dimension: 'peso' },
  gr: { factor: 1, dimension: 'peso' },
  grs: { factor: 1, dimension: 'peso' },
  gramos: { factor: 1, dimension: 'peso' },
  libra: { factor: 500, dimension: 'peso' },
  libras: { factor: 500, dimension: 'peso' },
  l: { factor: 1000, dimension: 'volumen' },
  lt: { factor: 1000, dimension: 'volumen' },
  lts: { factor: 1000, dimension: 'volumen' },
  litro: { factor: 1000, dimension: 'volumen' },
  litros: { factor: 1000, dimension: 'volumen' },
  ml: { factor: 1, dimension: 'volumen' },
};

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  medio: 0.5,
  media: 0.5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  diez: 10,
};

function amountOf(word: string): number | null {
  if (/^\d+([.,]\d+)?$/.test(word)) return Number(word.replace(',', '.'));
  return NUMBER_WORDS[word] ?? null;
}

/**
 * The amount a buy message asks for by weight or volume ("3 kilos de papa", "medio kilo",
 * "2 litros de leche"), or null. Sizes inside a product name ("x 30") are not measures.
 */
export function askedMeasure(normalised: string): Measure | null {
  const list = words(normalised);
  for (let i = 0; i < list.length; i++) {
    const unit = UNIT[list[i]!];
    if (!unit) continue;
    const before = list[i - 1];
    const amount = before === undefined ? null : amountOf(before);
    if (amount === null || amount <= 0) continue;
    // "1 kilo y medio"
    const extra = list[i + 1] === 'y' && list[i + 2] === 'medio' ? 0.5 : 0;
    return { amount: (amount + extra) * unit.factor, dimension: unit.dimension };
  }
  return null;
}

/** The pack size a product name states ("Papa pastusa 2 kg", "Leche … 1,1 L"), or null. */
export function packMeasure(nombre: string): Measure | null {
  const m = nombre
    .toLowerCase()
    .match(/(\d+(?:[.,]\d+)?)\s*(kg|g|ml|l)\b(?!.*\d\s*(?:kg|g|ml|l)\b)/);
  if (!m) return null;
  const unit = UNIT[m[2]!]!;
  return { amount: Number(m[1]!.replace(',', '.')) * unit.factor, dimension: unit.dimension };
}

/** "4 kg", "500 g", "1,5 L": a measure in the store's own way of writing it. */
export function measureLabel(m: Measure): string {
  const big = m.amount >= 1000;
  const value = big ? m.amount / 1000 : m.amount;
  const unit = m.dimension === 'peso' ? (big ? 'kg' : 'g') : big ? 'L' : 'ml';
  return `${String(Math.round(value * 100) / 100).replace('.', ',')} ${unit}`;
}

/** Packs needed to reach the asked amount (never less than asked), or null when they cannot. */
export function packsFor(asked: Measure, pack: Measure | null): number | null {
  if (!pack || pack.dimension !== asked.dimension || pack.amount <= 0) return null;
  return Math.ceil(asked.amount / pack.amount - 1e-9);
}
