import { useLocation } from 'react-router';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { WhatsAppFab } from '../ui/whatsapp-fab';

/**
 * The global widget rendered after the routes on every page (customer §2): the WhatsApp link and
 * the chat assistant's button (its panel is lazy-loaded in its own error boundary). The admin
 * panel has none (its phone bottom bar sits where the buttons would).
 */
export function GlobalWidgets() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <aside aria-label="Ayuda y soporte">
      <ChatLauncher />
      <WhatsAppFab />
    </aside>
  );
}
