import type { OrderLineView, OrderView } from '../../../domain/order-views';
import type { MissingQuestionView } from '../../../domain/missing-items/questions';

/*
 * Missing products (issue 44) as the screens read them (the fields are the wire's, see
 * domain/order-views.ts): each line's final quantity and note, the open question, its time left.
 */

/** A line with the missing-product fields (every order line view carries them). */
export type MissingLine = OrderLineView;

/** Units of a line that are still delivered. */
export function finalQuantity(line: MissingLine): number {
  return line.cantidad_final ?? line.cantidad - (line.faltante ?? 0);
}

/** The question still waiting for the resident, if any. */
export function openQuestion(order: OrderView): MissingQuestionView | null {
  const q = order.pregunta_faltante;
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
  const q = order.pregunta_faltante;
  if (q && q.estado === 'abierta' && q.linea_id === line.linea_id)
    return `Falta ${q.faltan} de ${line.cantidad}: esperando al residente`;
  if (faltante <= 0) return null;
  const replaced = order.productos.some(
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
  const original = order.productos.find((l) => l.linea_id === line.reemplaza_linea_id);
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
