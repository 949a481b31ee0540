import type { OrderLineView, OrderView } from '../../../domain/order-views';

/*
 * Missing products (issue 44) as the browser reads them: the wire's fields of the contract
 * between the server and the web app (briefs/contract-44), read as optional so that an order
 * from a server without them still shows as before.
 */

export type FaltantePreferencia = 'reemplazar' | 'preguntar' | 'quitar';
export const MISSING_PREFERENCES: readonly FaltantePreferencia[] = [
  'reemplazar',
  'preguntar',
  'quitar',
];
export const DEFAULT_MISSING_PREFERENCE: FaltantePreferencia = 'preguntar';
export const MISSING_PREFERENCE_LABELS: Record<FaltantePreferencia, string> = {
  reemplazar: 'Reemplazar por uno parecido',
  preguntar: 'Preguntarme',
  quitar: 'Quitarlo y no cobrarlo',
};

export const isPreference = (v: unknown): v is FaltantePreferencia =>
  v === 'reemplazar' || v === 'preguntar' || v === 'quitar';

/** A line's own choice at checkout: a given replacement, or none at all. */
export type LineReplacementChoice = { producto_id: number } | { no_reemplazar: true };

export type QuestionState = 'abierta' | 'aceptada' | 'rechazada' | 'vencida' | 'cancelada';

export interface ProposalView {
  producto_id: number;
  nombre: string;
  precio: number;
  imagen?: string | null;
  /** What each unit adds over the missing item if accepted (0 when not dearer). */
  diferencia: number;
}

export interface MissingQuestionView {
  id: number;
  linea_id: number;
  producto_nombre: string;
  faltan: number;
  propuestas: ProposalView[];
  vence_en: string;
  estado: QuestionState;
}

export interface TimelineEntry {
  fecha: string;
  texto: string;
}

/** A line with the missing-product fields. */
export type MissingLine = OrderLineView & {
  faltante?: number;
  reemplaza_linea_id?: number | null;
  cantidad_final?: number;
};

/** An order with the missing-product fields (any order view: resident or admin). */
export type MissingOrder<T extends OrderView = OrderView> = Omit<T, 'productos'> & {
  productos: MissingLine[];
  faltantes_preferencia?: FaltantePreferencia | null;
  pregunta_faltante?: MissingQuestionView | null;
  historial?: TimelineEntry[];
  efectivo_a_cobrar?: number;
  reembolso_monto?: number;
};

/** The resident's answer to a question. */
export type MissingAnswer = { producto_id: number; acepta_diferencia?: boolean } | { quitar: true };

export const asMissing = <T extends OrderView>(order: T): MissingOrder<T> =>
  order as unknown as MissingOrder<T>;

/** Units of a line that are still delivered. */
export function finalQuantity(line: MissingLine): number {
  return line.cantidad_final ?? line.cantidad - (line.faltante ?? 0);
}

/** The question still waiting for the resident, if any. */
export function openQuestion(order: OrderView): MissingQuestionView | null {
  const q = asMissing(order).pregunta_faltante;
  return q && q.estado === 'abierta' ? q : null;
}

/** Seconds left until `venceEn` (never below 0). */
export function secondsLeft(venceEn: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(venceEn).getTime() - now.getTime()) / 1000));
}

/** "2:31". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** What a line's state says next to it (packer, resident and board). */
export function lineNote(line: MissingLine, order: OrderView): string | null {
  const faltante = line.faltante ?? 0;
  const q = asMissing(order).pregunta_faltante;
  if (q && q.estado === 'abierta' && q.linea_id === line.linea_id)
    return `Falta ${q.faltan} de ${line.cantidad}: esperando al residente`;
  if (faltante <= 0) return null;
  const replaced = asMissing(order).productos.some(
    (l) => l.reemplaza_linea_id != null && l.reemplaza_linea_id === line.linea_id,
  );
  const what = faltante >= line.cantidad ? 'Faltó' : `Faltó ${faltante} de ${line.cantidad}`;
  if (faltante >= line.cantidad)
    return replaced ? `${what}: reemplazado` : `${what}: quitado, no se cobra`;
  return replaced ? `${what}: reemplazado` : `${what}: no se cobra`;
}

/** The line a replacement stands in for, by its id. */
export function replacedLineName(line: MissingLine, order: OrderView): string | null {
  if (line.reemplaza_linea_id == null) return null;
  const original = asMissing(order).productos.find((l) => l.linea_id === line.reemplaza_linea_id);
  return original ? original.nombre : null;
}

/** A product offered as a replacement (`GET …/reemplazos`: the catalogue's product summary). */
export interface ReplacementOption {
  id: number;
  nombre: string;
  precio: number;
  /** The price after the product's own offer, when it has one. */
  precio_final?: number;
  imagen?: string | null;
  stock?: number;
}

export const optionPrice = (p: ReplacementOption): number => p.precio_final ?? p.precio;

/** Ajustes' minutes to answer (`faltantes.minutos_respuesta`), 3 when the settings lack it. */
export function answerMinutes(settings: object): number {
  const faltantes = (settings as { faltantes?: { minutos_respuesta?: unknown } }).faltantes;
  const minutes = faltantes?.minutos_respuesta;
  return typeof minutes === 'number' ? minutes : 3;
}
