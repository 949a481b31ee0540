import { answerChat } from '../../../domain/assistant/engine';
import type { ChatAnswer, ChatCaller, ChatHistoryEntry } from '../../../domain/assistant/types';
import { DEMO_CALLER, DEMO_PACKAGES, DEMO_PRODUCTS, demoContext } from './demo-context';

export type EvalCategory =
  | 'producto'
  | 'no_tenemos'
  | 'atributo'
  | 'fuera_de_alcance'
  | 'cuenta'
  | 'horario'
  | 'ingles'
  | 'pedidos'
  | 'cancelar'
  | 'ofertas'
  | 'cantidades'
  | 'tienda'
  | 'quejas'
  // Issue 43: the classes of questions written the way residents write.
  | 'errata'
  | 'sinonimo'
  | 'enie'
  | 'cantidad_palabras'
  | 'superlativo'
  | 'varios'
  | 'contenido_paquete'
  | 'torres'
  | 'ingles_comun'
  | 'seguimiento'
  | 'mis_datos'
  | 'no_vendemos';

/** One resident message and what a right answer is. */
export interface EvalCase {
  categoria: EvalCategory;
  mensaje: string;
  /** Signed in as the demo resident (several orders in course). */
  conSesion?: boolean;
  /** Signed in as this resident instead (issue 43: refunds, the lines of delivered orders). */
  llamador?: ChatCaller;
  historial?: ChatHistoryEntry[];
  /**
   * The catalogue items the answer may name as the answer; '*' for a list (a category, the
   * offers, a suggestion). Any other item named before an alternatives label is a wrong product.
   */
  productos?: readonly string[] | '*';
  /** Texts the answer must contain. */
  contiene?: readonly string[];
  /** Texts it must not contain. */
  noContiene?: readonly string[];
  /** At least one of these texts (issue 43: "Lo más parecido" or "Como alternativa"). */
  unoDe?: readonly string[];
  /** Several add-to-cart actions expected, in any order (issue 43: several items at once). */
  acciones?: ReadonlyArray<{ nombre: string; cantidad: number }>;
  /** The add-to-cart action expected: item name and quantity. */
  accion?: { nombre: string; cantidad: number };
  /** The order a confirmed cancel asks the server to cancel (the answer's `cancelar`). */
  cancela?: number;
}

export interface EvalResult {
  case: EvalCase;
  answer: ChatAnswer;
  ok: boolean;
  /** Items named as the answer that the question did not ask for. */
  wrongProducts: string[];
  problems: string[];
}

/** Labels after which names are offered as alternatives, not as the answer. */
const ALTERNATIVE_LABELS = [
  'Como alternativa tenemos:',
  'Lo más parecido:',
  'Te puede servir:',
  'Agotado por ahora:',
  'Ninguno de nuestros productos',
];

const ITEM_NAMES = [...DEMO_PRODUCTS.map((p) => p.nombre), ...DEMO_PACKAGES.map((k) => k.nombre)];

/** Catalogue items an answer names as its answer (longest names first, each counted once). */
export function namedAsAnswer(respuesta: string): string[] {
  const cut = Math.min(
    ...ALTERNATIVE_LABELS.map((l) => respuesta.indexOf(l)).filter((i) => i >= 0),
    respuesta.length,
  );
  let text = respuesta.slice(0, cut);
  const found: string[] = [];
  for (const name of [...ITEM_NAMES].sort((a, b) => b.length - a.length)) {
    if (text.includes(name)) {
      found.push(name);
      text = text.replaceAll(name, ' ');
    }
  }
  return found;
}

export function evaluate(c: EvalCase): EvalResult {
  const ctx = demoContext(c.llamador ?? (c.conSesion ? DEMO_CALLER : null));
  const answer = answerChat({ mensaje: c.mensaje, historial: c.historial ?? [] }, ctx);
  const problems: string[] = [];
  const named = namedAsAnswer(answer.respuesta);
  const allowed = c.productos ?? [];
  const wrongProducts = allowed === '*' ? [] : named.filter((n) => !allowed.includes(n));
  if (wrongProducts.length > 0) problems.push(`nombra ${wrongProducts.join(', ')}`);
  if (allowed !== '*' && allowed.length > 0 && !allowed.some((n) => named.includes(n)))
    problems.push(`no nombra ${allowed.join(' / ')}`);
  for (const t of c.contiene ?? [])
    if (!answer.respuesta.includes(t)) problems.push(`falta «${t}»`);
  for (const t of c.noContiene ?? [])
    if (answer.respuesta.includes(t)) problems.push(`sobra «${t}»`);
  if (c.unoDe && !c.unoDe.some((t) => answer.respuesta.includes(t)))
    problems.push(`falta uno de «${c.unoDe.join('» / «')}»`);
  if (c.acciones) {
    const got = (answer.acciones ?? []).flatMap((a) =>
      a.tipo === 'agregar_carrito'
        ? [`${a.cantidad} × ${'producto_id' in a ? `p${a.producto_id}` : `k${a.paquete_id}`}`]
        : [],
    );
    const want = c.acciones.map((w) => {
      const p = DEMO_PRODUCTS.find((x) => x.nombre === w.nombre);
      const k = DEMO_PACKAGES.find((x) => x.nombre === w.nombre);
      return `${w.cantidad} × ${p ? `p${p.id}` : `k${k?.id}`}`;
    });
    if ([...got].sort().join(',') !== [...want].sort().join(','))
      problems.push(
        `acciones esperadas ${c.acciones.map((a) => `${a.cantidad} × ${a.nombre}`).join(', ')}`,
      );
  } else if (c.accion) {
    const item =
      DEMO_PRODUCTS.find((p) => p.nombre === c.accion!.nombre) ??
      DEMO_PACKAGES.find((k) => k.nombre === c.accion!.nombre);
    const first = answer.acciones?.[0];
    const action = first?.tipo === 'agregar_carrito' ? first : undefined;
    const id = action && ('producto_id' in action ? action.producto_id : action.paquete_id);
    if (!item || id !== item.id || action?.cantidad !== c.accion.cantidad)
      problems.push(`acción esperada ${c.accion.cantidad} × ${c.accion.nombre}`);
  } else if (answer.acciones && answer.acciones.length > 0) {
    problems.push('agrega al carrito sin que lo pidieran');
  }
  // A cancel only on the confirmation turn, and only of the order asked about (issue 25).
  if (answer.cancelar !== c.cancela)
    problems.push(
      c.cancela === undefined
        ? `cancela SUP-${answer.cancelar} sin confirmación`
        : `no cancela SUP-${c.cancela}`,
    );
  return { case: c, answer, ok: problems.length === 0, wrongProducts, problems };
}

export interface EvalSummary {
  total: number;
  right: number;
  share: number;
  wrongProductAnswers: number;
  byCategory: Record<string, { total: number; right: number }>;
  wrong: EvalResult[];
}

export function summarize(results: readonly EvalResult[]): EvalSummary {
  const byCategory: EvalSummary['byCategory'] = {};
  for (const r of results) {
    const row = (byCategory[r.case.categoria] ??= { total: 0, right: 0 });
    row.total += 1;
    if (r.ok) row.right += 1;
  }
  const right = results.filter((r) => r.ok).length;
  return {
    total: results.length,
    right,
    share: results.length === 0 ? 0 : right / results.length,
    wrongProductAnswers: results.filter((r) => r.wrongProducts.length > 0).length,
    byCategory,
    wrong: results.filter((r) => !r.ok),
  };
}
