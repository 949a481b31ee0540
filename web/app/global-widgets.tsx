import { WhatsAppFab } from '../ui/whatsapp-fab';

/**
 * The global widget rendered after the routes on every page (customer §2): the WhatsApp link now;
 * the chat assistant mounts here too when it is built, in its own error boundary.
 */
export function GlobalWidgets() {
  return (
    <aside aria-label="Ayuda y soporte">
      <WhatsAppFab />
    </aside>
  );
}
