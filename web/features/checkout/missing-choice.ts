import type {
  FaltantePreferencia,
  LineReplacementChoice,
} from '../../../domain/missing-items/preference';

/**
 * What to do if something is missing (issue 44), chosen once per order at checkout (the
 * resident's default, "Preguntarme" when they never chose), and per product line an optional
 * replacement or "No reemplazar". Type-only imports: the store's first paint carries none of it.
 */
export interface MissingChoice {
  preferencia: FaltantePreferencia;
  /** By product id: the line's own choice; absent lines follow `preferencia`. */
  reemplazos: Partial<Record<number, LineReplacementChoice>>;
}

const PREFERENCES: readonly string[] = ['reemplazar', 'preguntar', 'quitar'];

/** The resident's remembered default (the profile's `faltantes_preferencia`), else "Preguntarme". */
export function initialMissingChoice(user: object | null): MissingChoice {
  const remembered = (user as { faltantes_preferencia?: unknown } | null)?.faltantes_preferencia;
  return {
    preferencia:
      typeof remembered === 'string' && PREFERENCES.includes(remembered)
        ? (remembered as FaltantePreferencia)
        : 'preguntar',
    reemplazos: {},
  };
}

/** The body's fields: the order's preference, and each product line's own choice. */
export function missingBody(choice: MissingChoice | null | undefined): {
  faltantes_preferencia?: FaltantePreferencia;
} {
  return choice ? { faltantes_preferencia: choice.preferencia } : {};
}

/** A product line's `reemplazo`, when the resident chose one for it. */
export function lineReplacement(
  choice: MissingChoice | null | undefined,
  productId: number,
): { reemplazo?: LineReplacementChoice } {
  const own = choice?.reemplazos[productId];
  return own ? { reemplazo: own } : {};
}
