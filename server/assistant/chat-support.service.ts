import { eq } from 'drizzle-orm';
import { COMPLAINT_TEXTS, casesStatusText, linesNamedIn } from '../../domain/assistant/complaints';
import type { ChatAnswer } from '../../domain/assistant/types';
import type { Database } from '../db/client';
import { orderLines } from '../db/schema';
import { AppError } from '../http/errors';
import { createCase, myCases } from '../modules/support/support.service';

/**
 * The chat's side of support cases (issue 25): a confirmed complaint is recorded like a report
 * from the order's detail (same service, same checks: own order, reason, one open case per
 * line), with the lines its text names; "¿respondieron mi queja?" reads the caller's cases.
 * A refusal is the answer's text, never an error: the chat always answers.
 */
export async function answerSupport(
  database: Database,
  userId: number | null,
  answer: ChatAnswer,
  now: Date,
): Promise<ChatAnswer> {
  if (userId === null) return { respuesta: COMPLAINT_TEXTS.login };
  if (answer.consultaCasos) return { respuesta: casesStatusText(await myCases(database.db, userId)) };
  const caso = answer.caso;
  if (!caso) return answer;
  const lines = await database.db
    .select({ id: orderLines.id, nombre: orderLines.nombre })
    .from(orderLines)
    .where(eq(orderLines.order_id, caso.pedido_id));
  try {
    const view = await createCase(
      database,
      userId,
      { ...caso, lineas: linesNamedIn(caso.descripcion, lines) },
      now,
    );
    return { respuesta: COMPLAINT_TEXTS.recorded(view.codigo, view.pedido.codigo) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { respuesta: error.message };
    throw error;
  }
}
