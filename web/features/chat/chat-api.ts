import type { ChatAnswer, ChatHistoryEntry } from '../../../domain/assistant/types';
import { apiRequest } from '../../app/api-client';

/** POST /chat: the server's grounded answer; the token, when there is one, lets it see the caller's orders. */
export function postChat(
  mensaje: string,
  historial: ChatHistoryEntry[],
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  return apiRequest<ChatAnswer>('POST', '/chat', { mensaje, historial }, { signal });
}
