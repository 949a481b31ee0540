import { MISSING_MESSAGES as M } from './messages';
import type { MissingAnswer, MissingMarkState, MissingQuestionView, ProposalView, TimelineEntry } from './questions';
import { isQuestionState } from './questions';

/** A stored mark as the views read it (order_missing_items, timestamps as ISO text). */
export interface MissingMarkRow {
  id: number;
  order_id: number;
  line_id: number;
  faltan: number;
  estado: MissingMarkState;
  propuestas: ProposalView[];
  vence_en: string | null;
  eleccion: MissingAnswer | null;
  reemplazo_linea_id: number | null;
  cerrada_en: string | null;
  created_at: string;
}

const iso = (text: string) => new Date(text).toISOString();

/** What the timeline reads of the order's lines. */
export interface TimelineLine {
  id: number;
  nombre: string;
  cantidad: number;
  precio_unitario: number;
}

/**
 * An order's missing-item history in order (issue 44): what was missing, what was asked, what the
 * resident or the clock decided, and what replaced it. The original lines stay in the order; this
 * tells the story of each change.
 */
export function missingTimeline(marks: readonly MissingMarkRow[], lines: readonly TimelineLine[]): TimelineEntry[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const entries: TimelineEntry[] = [];
  for (const mark of [...marks].sort((a, b) => a.id - b.id)) {
    const line = byId.get(mark.line_id);
    const nombre = line?.nombre ?? 'un producto';
    const closed = mark.cerrada_en ?? mark.created_at;
    // PostgreSQL writes timestamps in JSON with an offset: the wire carries JavaScript's ISO form.
    const add = (fecha: string, texto: string) => entries.push({ fecha: iso(fecha), texto });
    add(mark.created_at, M.missingOf(mark.faltan, line?.cantidad ?? mark.faltan, nombre));
    if (isQuestionState(mark.estado)) add(mark.created_at, M.asked);
    const replacement = mark.reemplazo_linea_id === null ? undefined : byId.get(mark.reemplazo_linea_id);
    if (replacement) add(closed, M.replacedBy(replacement.nombre, replacement.cantidad, replacement.precio_unitario));
    else if (mark.estado === 'quitada')
      add(closed, mark.propuestas.length > 0 ? M.noStockFallback(nombre) : M.removed(nombre, mark.faltan));
    else if (mark.estado === 'rechazada') add(closed, M.refused(nombre));
    else if (mark.estado === 'vencida') add(closed, M.timedOut(nombre));
    else if (mark.estado === 'cancelada') add(closed, M.cancelledQuestion);
  }
  return entries;
}

/** The order's open question, else its latest one; null when it never asked. */
export function currentQuestion(
  marks: readonly MissingMarkRow[],
  lines: readonly TimelineLine[],
): MissingQuestionView | null {
  const questions = marks.filter((m) => isQuestionState(m.estado) && m.vence_en !== null);
  if (questions.length === 0) return null;
  const open = questions.filter((q) => q.estado === 'abierta').sort((a, b) => a.id - b.id)[0];
  const chosen = open ?? [...questions].sort((a, b) => b.id - a.id)[0]!;
  const line = lines.find((l) => l.id === chosen.line_id);
  return {
    id: chosen.id,
    linea_id: chosen.line_id,
    producto_nombre: line?.nombre ?? '',
    faltan: chosen.faltan,
    propuestas: chosen.propuestas,
    vence_en: iso(chosen.vence_en!),
    estado: chosen.estado as MissingQuestionView['estado'],
  };
}
