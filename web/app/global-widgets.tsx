import { useLocation } from 'react-router';
import { FIRST_START_PATH } from '../../domain/routes';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { WhatsAppFab } from '../ui/whatsapp-fab';

/**
 * The global widget rendered after the routes on every page (customer §2): the WhatsApp link and
 * the chat assistant's button (its panel is lazy-loaded in its own error boundary). The admin
 * panel has none (its phone bottom bar sits where the buttons would), nor has the one-time setup:
 * before it there is no shop to write to nor an assistant with a catalogue (issue 41).
 *
 * The two buttons sit in an opaque bar across the bottom of the screen, and the body keeps the
 * bar's height free at the end of every page (styles.css): content scrolls under the bar, never
 * beside a button, so no "Agregar", link, alert or total is ever half under one (issue 22).
 */
export function GlobalWidgets() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  if (pathname === FIRST_START_PATH) return null;
  return (
    <aside
      aria-label="Ayuda y soporte"
      data-floating-support=""
      className="fixed inset-x-0 bottom-0 z-40 flex h-18 items-center justify-end gap-3 border-t border-gray-200 bg-white px-4 dark:border-gray-800 dark:bg-gray-950 print:hidden"
    >
      <ChatLauncher />
      <WhatsAppFab />
    </aside>
  );
}
