import { useLocation } from 'react-router';
import { WhatsAppFab } from '../ui/whatsapp-fab';

/**
 * The global widget rendered after the routes on every page (customer §2): the WhatsApp link now;
 * the chat assistant mounts here too when it is built, in its own error boundary. The admin panel
 * has none (its phone bottom bar sits where the button would).
 */
export function GlobalWidgets() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <aside aria-label="Ayuda y soporte">
      <WhatsAppFab />
    </aside>
  );
}
