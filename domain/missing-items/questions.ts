/**
 * A question to the resident about a missing product (issue 44): open until they answer or its
 * deadline passes (Ajustes `faltantes.minutos_respuesta`, 3 minutes by default); closed when the
 * order is cancelled. Marks applied without asking are kept in the same table (reemplazada,
 * quitada) so the order's timeline reads one list.
 */
export const QUESTION_STATES = ['abierta', 'aceptada', 'rechazada', 'vencida', 'cancelada'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

export const MISSING_MARK_STATES = [...QUESTION_STATES, 'reemplazada', 'quitada'] as const;
export type MissingMarkState = (typeof MISSING_MARK_STATES)[number];

export const isQuestionState = (s: string): s is QuestionState =>
  (QUESTION_STATES as readonly string[]).includes(s);

export const MINUTES_TO_ANSWER = { min: 1, max: 15, default: 3 } as const;

/** The deadline of a question opened at `now`. */
export function questionDeadline(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** Whether a question can still be answered at `now`. */
export function isAnswerable(q: { estado: string; vence_en: Date | null }, now: Date): boolean {
  return q.estado === 'abierta' && q.vence_en !== null && now.getTime() < q.vence_en.getTime();
}

/** One proposal as the resident's sheet reads it. */
export interface ProposalView {
  producto_id: number;
  nombre: string;
  precio: number;
  imagen?: string | null;
  /** What each unit adds over the missing item if accepted (0 when not dearer). */
  diferencia: number;
}

/** The order's open or latest question (`pregunta_faltante` in every order view). */
export interface MissingQuestionView {
  id: number;
  linea_id: number;
  producto_nombre: string;
  faltan: number;
  propuestas: ProposalView[];
  vence_en: string;
  estado: QuestionState;
}

/** What an order event says about a missing product (evento 'faltante', both streams). */
export interface MissingEventFacts {
  /** Set when the mark opened, answered or closed a question. */
  pregunta_id?: number;
  estado: MissingMarkState;
  linea_id: number;
  /** The missing product's name (a catalogue fact, never personal data): the push names it. */
  producto_nombre?: string;
  /** An open question's deadline (ISO): the board's countdown. */
  vence_en?: string;
}

/** One entry of an order's timeline (`historial`). */
export interface TimelineEntry {
  fecha: string;
  texto: string;
}

/** The resident's answer as stored: a proposal (with the difference accepted or not) or none. */
export type MissingAnswer =
  | { producto_id: number; acepta_diferencia?: boolean }
  | { quitar: true };
