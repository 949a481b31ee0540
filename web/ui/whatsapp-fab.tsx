import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '../../domain/settings';
import { useShopSettings } from '../app/shop-settings';

/**
 * The floating WhatsApp support link shown on every page (customer §2, global widget); none
 * while the shop has no WhatsApp number of its own (issue 41).
 */
export function WhatsAppFab() {
  const chat = whatsappLink(useShopSettings());
  if (!chat) return null;
  return (
    <a
      href={chat}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      title="Escríbenos por WhatsApp"
      className="inline-flex size-[56px] items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg shadow-emerald-900/30 transition-transform hover:scale-105 hover:bg-emerald-800 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400 print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-[28px]" />
    </a>
  );
}
