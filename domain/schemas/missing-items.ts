import { z } from 'zod';
import { idField, intInRange } from './common';

const M = {
  line: 'Indica la línea del pedido que falta.',
  units: 'Indica cuántas unidades faltan (un número entero desde 1).',
  replacement: 'El reemplazo debe ser un producto válido.',
  choice: 'Elige un reemplazo de la lista o quitar el producto.',
} as const;

/** POST /api/admin/pedidos/:id/faltantes: "solo hay 1 de 3" is faltan 2. */
export const MarkMissingSchema = z.object({
  linea_id: idField(M.line),
  faltan: intInRange(1, 10_000, M.units),
  reemplazo_id: idField(M.replacement).optional(),
});
export type MarkMissing = z.infer<typeof MarkMissingSchema>;

/** GET /api/admin/pedidos/:id/reemplazos?linea_id= */
export const ReplacementQuerySchema = z.object({ linea_id: idField(M.line) });

/** The path of a resident's answer. */
export const MissingQuestionParamsSchema = z.object({ id: idField(), pregunta_id: idField() });

/** POST /api/pedidos/:id/faltantes/:pregunta_id */
export const AnswerMissingSchema = z.object({
  eleccion: z.union(
    [
      z.object({ producto_id: idField(M.choice), acepta_diferencia: z.boolean().optional() }).strict(),
      z.object({ quitar: z.literal(true) }).strict(),
    ],
    { error: M.choice },
  ),
});
export type AnswerMissing = z.infer<typeof AnswerMissingSchema>;
