import {
  accountDataIsMine,
  clearAccountData,
  readJson,
  STORAGE_KEYS,
  writeJson,
} from '../../app/storage';

/** A chat message as kept locally (customer spec §3 "Chat message"), plus its quick replies. */
export interface ChatEntry {
  de: 'bot' | 'usuario';
  texto: string;
  sugerencias?: string[];
}

/** Local storage key of the conversation (customer spec §2). */
export const CHAT_STORAGE_KEY = STORAGE_KEYS.chat;
/** Messages kept; older ones are dropped. */
export const CHAT_HISTORY_LIMIT = 50;

/**
 * The stored conversation; anything corrupt reads as empty, and so does the conversation of an
 * account whose session ended (issue 22: the next person on this phone never sees it).
 */
export function loadChat(): ChatEntry[] {
  if (!accountDataIsMine()) return [];
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
  if (!accountDataIsMine()) {
    // Someone writes while an ended session's traces remain: those give way first.
    if (entries.length === 0) return;
    clearAccountData();
  }
  writeJson(CHAT_STORAGE_KEY, entries.slice(-CHAT_HISTORY_LIMIT));
}
