import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Longest message read; longer ones are cut, not refused (issue 12). */
export const CHAT_MESSAGE_MAX = 500;
/** History entries kept, and characters kept of each. */
export const CHAT_HISTORY_MAX = 20;

const cappedText = (max: number) => z.string().transform((t) => t.slice(0, max));

export const ChatHistoryItemSchema = z.object({
  de: z.enum(['bot', 'usuario']),
  texto: cappedText(CHAT_MESSAGE_MAX),
});

/** POST /chat: a message and the recent history (the last 20 are kept). Empty messages are refused. */
export const ChatMessageSchema = z.object({
  mensaje: z
    .string({ error: MESSAGES.chat.messageRequired })
    .trim()
    .min(1, { error: MESSAGES.chat.messageRequired })
    .transform((t) => t.slice(0, CHAT_MESSAGE_MAX)),
  historial: z
    .array(ChatHistoryItemSchema)
    .max(200)
    .optional()
    .transform((h) => (h ?? []).slice(-CHAT_HISTORY_MAX)),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
