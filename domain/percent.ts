/**
 * Percentages as people read them in Spanish (issue 41): a decimal comma and a no-break space
 * before the sign, so "28.9%" reads "28,9 %" and never wraps between the figure and its "%".
 * The one percent formatter: every percentage a person reads comes from here.
 */
export const PERCENT_SPACE = '\u00a0';

/** 28.9 → '28,9 %', 25 → '25 %', -20 → '-20 %'; at most `decimals` decimals, no trailing zeros. */
export function formatPercent(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return '—';
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const text = String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
  return `${text}${PERCENT_SPACE}%`;
}

/** A decimal typed the Spanish way ('1,2', '1.2', ' 25 ') as a number, or null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A number with a decimal comma and no grouping (1.2 → '1,2'), for inputs and short labels. */
export function formatDecimal(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor).replace('.', ',');
}
