import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from './common';

export const ChatHistoryItemSchema = z.object({
  de: z.enum(['bot', 'usuario']),
  texto: z.string().max(2000),
});

/** POST /chat: a message and the recent history (the last 20 are kept). */
export const ChatMessageSchema = z.object({
  mensaje: requiredText(MESSAGES.chat.messageRequired, 500),
  historial: z
    .array(ChatHistoryItemSchema)
    .max(200)
    .optional()
    .transform((h) => (h ?? []).slice(-20)),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
