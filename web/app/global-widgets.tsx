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
 * The two buttons float at the bottom right with nothing behind them (issue 40: the opaque bar
 * that held them hid 72 px of every page). Every page keeps their height free at its end and
 * scrolls a focused control clear of them (styles.css, --support-clearance), so at the end of a
 * page nothing is under a button and the keyboard never lands under one. Their size is in px:
 * at 200 % text they stay 56 px and cover no more of the page.
 */
export function GlobalWidgets() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  if (pathname === FIRST_START_PATH) return null;
  return (
    <aside
      aria-label="Ayuda y soporte"
      data-floating-support=""
      className="pointer-events-none fixed right-4 bottom-4 z-40 flex items-center gap-3 print:hidden [&>*]:pointer-events-auto"
    >
      <ChatLauncher />
      <WhatsAppFab />
    </aside>
  );
}
