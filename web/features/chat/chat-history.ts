import { readJson, writeJson } from '../../app/storage';

/** A chat message as kept locally (customer spec §3 "Chat message"), plus its quick replies. */
export interface ChatEntry {
  de: 'bot' | 'usuario';
  texto: string;
  sugerencias?: string[];
}

/** Local storage key of the conversation (customer spec §2). */
export const CHAT_STORAGE_KEY = 'chat_mensajes';
/** Messages kept; older ones are dropped. */
export const CHAT_HISTORY_LIMIT = 50;

/** The stored conversation; anything corrupt reads as empty. */
export function loadChat(): ChatEntry[] {
  const raw = readJson(CHAT_STORAGE_KEY);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (m): m is ChatEntry =>
        typeof m === 'object' &&
        m !== null &&
        (m.de === 'bot' || m.de === 'usuario') &&
        typeof m.texto === 'string',
    )
    .slice(-CHAT_HISTORY_LIMIT);
}

export function saveChat(entries: readonly ChatEntry[]): void {
  writeJson(CHAT_STORAGE_KEY, entries.slice(-CHAT_HISTORY_LIMIT));
}
