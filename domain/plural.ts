/**
 * Spanish agreement with a count: only exactly one (or minus one) takes the singular; zero,
 * fractions and every other number take the plural ("0 productos", "1,5 kilos", "1 producto").
 */
export function isSingular(count: number): boolean {
  return Math.abs(count) === 1;
}

/** The word (or phrase) that agrees with `count`: plural(1, 'queda', 'quedan') → 'queda'. */
export function plural(count: number, singular: string, pluralForm: string): string {
  return isSingular(count) ? singular : pluralForm;
}

/** The count followed by the agreeing noun: countOf(1, 'producto', 'productos') → '1 producto'. */
export function countOf(count: number, singular: string, pluralForm: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}

/** The shop's counted nouns, so every screen says them the same way. */
export const NOUNS = {
  producto: ['producto', 'productos'],
  paquete: ['paquete', 'paquetes'],
  punto: ['punto', 'puntos'],
  pedido: ['pedido', 'pedidos'],
  unidad: ['unidad', 'unidades'],
  codigo: ['código', 'códigos'],
} as const satisfies Record<string, readonly [string, string]>;

export type Noun = keyof typeof NOUNS;

/** countOf for a known noun: countNoun(1, 'punto') → '1 punto', countNoun(620, 'punto') → '620 puntos'. */
export function countNoun(count: number, noun: Noun): string {
  const [one, many] = NOUNS[noun];
  return countOf(count, one, many);
}
