/** The window event that opens the assistant, optionally on an order (customer spec §2). */
export const OPEN_CHAT_EVENT = 'superconjunto:abrir-chat';

export interface OpenChatDetail {
  /** An order code such as 'SUP-012'; the assistant asks about it at once. */
  orderNumber?: string;
  /** A question the assistant asks at once (the store's empty search, issue 43). */
  mensaje?: string;
}

/** Opens the assistant from anywhere (a page, a toast action, a test). */
export function openChat(detail: OpenChatDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
