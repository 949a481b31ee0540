import { z } from 'zod';

/**
 * What the resident wants when a product of their order is not on the shelf (issue 44, DESIGN
 * §10): chosen at checkout, remembered as their default. A resident who never chose is asked.
 */
export const MISSING_PREFERENCES = ['reemplazar', 'preguntar', 'quitar'] as const;
export type FaltantePreferencia = (typeof MISSING_PREFERENCES)[number];

export const DEFAULT_MISSING_PREFERENCE: FaltantePreferencia = 'preguntar';

export const MISSING_PREFERENCE_LABELS: Record<FaltantePreferencia, string> = {
  reemplazar: 'Reemplazar por uno parecido',
  preguntar: 'Preguntarme',
  quitar: 'Quitarlo y no cobrarlo',
};

export const FaltantePreferenciaSchema = z.enum(MISSING_PREFERENCES, {
  error: 'Elige qué hacer si falta un producto: reemplazar, preguntarte o quitarlo.',
});

/** A line's own choice at checkout: a given replacement, or none at all. */
export type LineReplacementChoice = { producto_id: number } | { no_reemplazar: true };

export const LineReplacementChoiceSchema = z.union([
  z.object({ producto_id: z.number().int().positive() }).strict(),
  z.object({ no_reemplazar: z.literal(true) }).strict(),
]);

/** The preference in force: the order's, else the resident's default, else "Preguntarme". */
export function effectivePreference(
  ...choices: Array<FaltantePreferencia | null | undefined>
): FaltantePreferencia {
  return choices.find((c): c is FaltantePreferencia => c != null) ?? DEFAULT_MISSING_PREFERENCE;
}

/**
 * What happens to a missing line: the line's own choice wins over the order's preference
 * ("no reemplazar" removes it, a chosen product replaces it), then the order's preference.
 */
export function missingLineAction(
  preference: FaltantePreferencia,
  line: { reemplazo_producto_id: number | null; no_reemplazar: boolean },
): { kind: 'quitar' } | { kind: 'reemplazar'; producto_id: number | null } | { kind: 'preguntar' } {
  if (line.no_reemplazar) return { kind: 'quitar' };
  if (line.reemplazo_producto_id !== null)
    return { kind: 'reemplazar', producto_id: line.reemplazo_producto_id };
  if (preference === 'quitar') return { kind: 'quitar' };
  if (preference === 'reemplazar') return { kind: 'reemplazar', producto_id: null };
  return { kind: 'preguntar' };
}
