/**
 * Labels and scales for the admin charts, so they stay readable on a 360 px phone (issue 23):
 * round ticks, short amounts and names cut with an ellipsis (the full name goes in a tooltip).
 */

/**
 * About `count` round steps (1, 2 or 5 × a power of ten, whole pesos) covering min..max and
 * zero: niceTicks(0, 5_800) → [0, 2000, 4000, 6000]. Always at least two ticks.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi === lo) return [0, 1];
  const raw = (hi - lo) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last; v += step) ticks.push(v);
  return ticks;
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

/** An axis amount: 0, 500, '1,5 mil', '260 mil', '1,2 M'. */
export function shortAmount(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${oneDecimal(n / 1_000_000)} M`;
  if (abs >= 1_000) return `${oneDecimal(n / 1_000)} mil`;
  return String(Math.round(n));
}

/** The text cut to `max` characters with an ellipsis: ellipsize('Aceite de girasol', 10) → 'Aceite de…'. */
export function ellipsize(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}
