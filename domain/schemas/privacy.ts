import { z } from 'zod';
import { PRIVACY_MESSAGES } from '../privacy/messages';
import { DATA_REQUEST_KINDS } from '../privacy/data-requests';
import { booleanish, requiredText } from './common';

const M = PRIVACY_MESSAGES;

/** The word a resident types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';

/** PUT /api/mi-cuenta/consentimientos/marketing */
export const MarketingConsentSchema = z.object({
  aceptado: z.preprocess(booleanish, z.boolean({ error: M.marketingChoice })),
});
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>;

/** POST /api/mi-cuenta/eliminar: the typed word, compared without case or surrounding spaces. */
export const DeleteAccountSchema = z.object({
  confirmacion: z
    .string({ error: M.deleteWordMismatch })
    .trim()
    .toUpperCase()
    .refine((v) => v === DELETE_CONFIRMATION_WORD, { error: M.deleteWordMismatch }),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** POST /api/mi-cuenta/solicitudes */
export const CreateDataRequestSchema = z.object({
  tipo: z.enum(DATA_REQUEST_KINDS, { error: M.requestKindInvalid }),
  detalle: requiredText(M.requestDetailRequired, 2000),
});
export type CreateDataRequest = z.infer<typeof CreateDataRequestSchema>;

/** POST /api/admin/solicitudes/{id}/responder: the answer closes the request. */
export const AnswerDataRequestSchema = z.object({
  respuesta: requiredText(M.answerRequired, 4000),
});
export type AnswerDataRequest = z.infer<typeof AnswerDataRequestSchema>;
