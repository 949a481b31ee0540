import { keptResults } from './kept-results';

/**
 * Turns what residents type into something the intent rules can read: lower case, no accents,
 * chat shorthand spelled out ("q" → "que", "xfa" → "por favor"), punctuation dropped. The order
 * code keeps its digits so 'SUP-012' survives as 'sup-012'.
 */
const SHORTHAND: Record<string, string> = {
  q: 'que',
  kiero: 'quiero',
  kero: 'quiero',
  qiero: 'quiero',
  k: 'que',
  ke: 'que',
  qe: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xfa: 'por favor',
  xfavor: 'por favor',
  porfa: 'por favor',
  porfis: 'por favor',
  plis: 'por favor',
  pls: 'por favor',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  d: 'de',
  dl: 'del',
  cuant: 'cuanto',
  cuanta: 'cuanto',
  cuantas: 'cuantos',
  bn: 'bien',
  hla: 'hola',
  ola: 'hola',
  holi: 'hola',
  grax: 'gracias',
  grcias: 'gracias',
  gracis: 'gracias',
  tons: 'entonces',
  aki: 'aqui',
  mñn: 'mañana',
  hrs: 'horas',
  min: 'minutos',
  mins: 'minutos',
  wasap: 'whatsapp',
  whatsap: 'whatsapp',
  wsp: 'whatsapp',
  wpp: 'whatsapp',
  ws: 'whatsapp',
  guasap: 'whatsapp',
};

// The same texts come back on every answer (product and category names, the catalogue's words,
// the residents' common questions), and normalising is most of what an answer costs.
/** Lower case without accents or punctuation, shorthand spelled out, single spaces. */
export const normalize = keptResults(normalizeNow, 10_000);

function normalizeNow(text: string): string {
  // ñ is a letter of its own (issue 43): "pañales" is not "panales", and it is echoed as typed.
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`´]/g, '')
    // Keep the hyphen only inside an order code; everything else that is not a letter or digit splits words.
    .replace(/sup\s*-\s*(\d)/g, 'sup-$1')
    .replace(/[^a-zñ0-9\- ]+/g, ' ')
    .replace(/(?<!sup)-/g, ' ');
  return plain
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SHORTHAND[w] ?? squeeze(w))
    .join(' ');
}

/** 'holaaaa' → 'hola', 'graciasss' → 'gracias': three or more of a letter become one. */
function squeeze(word: string): string {
  return word.replace(/([a-zñ])\1{2,}/g, '$1');
}

/**
 * Several questions in one message: split on question marks, full stops, exclamations, new lines
 * and on "y" / "tambien" when both sides carry a question word. Each part is normalised. Kept per
 * text: the server splits a message once to know whose data to read and the engine again.
 */
export const splitQuestions: (text: string) => readonly string[] = keptResults(
  splitQuestionsNow,
  10_000,
);

function splitQuestionsNow(text: string): string[] {
  const parts = text
    .split(/[?¿!¡\n;]+|\.(?!\d)/)
    .map((p) => normalize(p))
    .filter((p) => p.length > 0);
  return parts.flatMap(splitOnJoiners);
}

const QUESTION_START =
  /^(que|cuanto|cuantos|cuando|donde|como|a que|hay|tienen|tienes|venden|me|quiero|necesito|cual|cuales|aceptan|puedo|hacen)\b/;

function splitOnJoiners(part: string): string[] {
  const pieces = part.split(/\s(?:y|ademas|tambien|otra cosa)\s/);
  if (pieces.length < 2) return [part];
  const out: string[] = [pieces[0]!];
  for (const piece of pieces.slice(1)) {
    if (QUESTION_START.test(piece)) out.push(piece);
    else out[out.length - 1] = `${out[out.length - 1]} y ${piece}`;
  }
  return out;
}

/** Words of a normalised text. */
export function words(normalised: string): string[] {
  return normalised.split(' ').filter(Boolean);
}

/** Damerau–Levenshtein distance (adjacent swaps cost one), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos tolerated for a word of this length: none under 4 letters, 1 up to 6, 2 from 7. */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** True when a typed word is close enough to a dictionary word (or its singular/plural). */
export function wordMatches(typed: string, known: string): boolean {
  if (typed === known) return true;
  const t = singular(typed);
  const k = singular(known);
  if (t === k) return true;
  const budget = typoBudget(Math.min(t.length, k.length));
  return budget > 0 && editDistance(t, k, budget) <= budget;
}

/** 'fresas' → 'fresa', 'limones' → 'limon', 'huevos' → 'huevo'. */
export function singular(word: string): string {
  // "arroces" → "arroz", "nueces" → "nuez".
  if (word.length > 5 && word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  if (word.length > 4 && word.endsWith('es') && !/[aeiou]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}
