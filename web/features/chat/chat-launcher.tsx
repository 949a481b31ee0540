import { Bot } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LazyBoundary } from '../../app/lazy-boundary';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { OPEN_CHAT_EVENT, type OpenChatDetail } from './chat-events';

// Written here rather than read from domain/messages: that module is not in the first paint.
const OPEN_LABEL = 'Abrir el asistente';

const loadPanel = () => import('./chat-panel').then((m) => ({ default: m.ChatPanel }));
// The assistant is not part of the store's first paint: only this button is.
const ChatPanel = lazyWithRetry(loadPanel);

interface Opening {
  /** Sent as soon as the panel opens (an order code from the history's link or the event). */
  mensaje?: string;
  autoFocus: boolean;
  /** Distinguishes two openings with the same message. */
  at: number;
}

/**
 * The floating assistant button (customer spec §2) beside the WhatsApp link. It opens on click,
 * on the window event carrying an order number, and on ?openChat=true&mensaje=…&autoFocus=true.
 */
export function ChatLauncher() {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('openChat') === 'true' ? (params.get('mensaje') ?? '') : null;
  const [readUrl, setReadUrl] = useState<string | null>(null);
  if (fromUrl !== null && fromUrl !== readUrl) {
    setReadUrl(fromUrl);
    setOpening((prev) => ({
      mensaje: fromUrl || undefined,
      autoFocus: params.get('autoFocus') === 'true',
      at: (prev?.at ?? 0) + 1,
    }));
  }
  if (fromUrl === null && readUrl !== null) setReadUrl(null);

  useEffect(() => {
    if (fromUrl === null) return;
    // Once read, the parameters go, so a reload does not ask again.
    const rest = new URLSearchParams(params);
    ['openChat', 'mensaje', 'autoFocus'].forEach((k) => rest.delete(k));
    setParams(rest, { replace: true });
  }, [fromUrl, params, setParams]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const { orderNumber, mensaje } = (event as CustomEvent<OpenChatDetail>).detail ?? {};
      setOpening((prev) => ({
        mensaje: orderNumber ?? mensaje,
        autoFocus: true,
        at: (prev?.at ?? 0) + 1,
      }));
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={OPEN_LABEL}
        title={OPEN_LABEL}
        aria-haspopup="dialog"
        onClick={() => setOpening((prev) => ({ autoFocus: true, at: (prev?.at ?? 0) + 1 }))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex size-[56px] items-center justify-center rounded-full bg-sky-800 text-white shadow-lg shadow-sky-900/30 transition-transform hover:scale-105 hover:bg-sky-900 dark:bg-sky-300 dark:text-gray-950 dark:hover:bg-sky-200 print:hidden"
      >
        <Bot aria-hidden="true" className="size-[28px]" />
      </button>
      {opening && (
        <LazyBoundary>
          <ChatPanel
            key={opening.at}
            initialMessage={opening.mensaje}
            autoFocus={opening.autoFocus}
            onClose={() => setOpening(null)}
          />
        </LazyBoundary>
      )}
    </>
  );
}
