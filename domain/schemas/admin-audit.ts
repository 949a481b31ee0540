import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { AUDIT_KIND_KEYS } from '../audit';
import { parseDayKey } from '../dates';
import { MESSAGES } from '../messages';
import { blankToUndefined, intInRange, optionalField } from './common';

const A = ADMIN_MESSAGES.audit;
const day = optionalField(
  z.string({ error: A.dateInvalid }).refine((v) => parseDayKey(v) !== null, A.dateInvalid),
);

/** GET /api/admin/auditoria: who changed what, newest first, filtered and paged by cursor. */
export const AuditQuerySchema = z
  .object({
    persona: optionalField(intInRange(1, 2_147_483_647, A.personInvalid)),
    tipo: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_KIND_KEYS, { error: A.kindInvalid }).optional(),
    ),
    desde: day,
    hasta: day,
    cursor: optionalField(z.string().max(200)),
    limite: optionalField(intInRange(1, 100, MESSAGES.server.validation)).transform((v) => v ?? 30),
  })
  .refine((q) => !q.desde || !q.hasta || q.hasta >= q.desde, {
    message: A.rangeInvalid,
    path: ['hasta'],
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
