import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle, Send, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { whatsappLink } from '../../../domain/settings';
import { useShopSettings } from '../../app/shop-settings';
import { ASSISTANT_MESSAGES } from '../../../domain/assistant/messages';
import { useReturnFocus } from '../../ui/use-return-focus';
import { ChatMessage } from './chat-message';
import { useChat } from './use-chat';

const M = ASSISTANT_MESSAGES;
const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

export interface ChatPanelProps {
  initialMessage?: string;
  autoFocus: boolean;
  onClose(): void;
}

/** The assistant's dialog: conversation (announced as it grows), quick replies, the input. */
export function ChatPanel({ initialMessage, autoFocus, onClose }: ChatPanelProps) {
  // The shop's own WhatsApp only; none while its owner has not written one (issue 41).
  const supportChat = whatsappLink(useShopSettings());
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A state, not a ref: the dialog's portal mounts its content a render after the panel, and the
  // scroll must run once the end marker exists, or the panel opens at its oldest message.
  const [end, setEnd] = useState<HTMLLIElement | null>(null);
  const returnFocus = useReturnFocus();
  const sentInitial = useRef(false);

  useEffect(() => {
    if (initialMessage && !sentInitial.current) {
      sentInitial.current = true;
      chat.send(initialMessage);
    }
  }, [initialMessage, chat]);

  useEffect(() => {
    end?.scrollIntoView?.({ block: 'end' });
  }, [end, chat.messages.length, chat.waiting]);

  const last = chat.messages[chat.messages.length - 1];
  const quickReplies = last?.de === 'bot' && !chat.waiting ? (last.sugerencias ?? []) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chat.waiting || draft.trim() === '') return;
    chat.send(draft);
    setDraft('');
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/40 sm:bg-transparent" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus(event);
            event.preventDefault();
            if (autoFocus) input.current?.focus();
            else (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(36rem,85dvh)] sm:w-96 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-center gap-1 border-b border-gray-200 py-2 pr-2 pl-4 dark:border-gray-700">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base leading-tight font-bold">{M.title}</Dialog.Title>
              <Dialog.Description className="sr-only">{M.welcome}</Dialog.Description>
            </div>
            {supportChat && (
              <a
                href={supportChat}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={M.support}
                title={M.support}
                className={iconButton}
              >
                <MessageCircle
                  aria-hidden="true"
                  className="size-5 text-emerald-700 dark:text-emerald-300"
                />
              </a>
            )}
            <button
              type="button"
              onClick={chat.clear}
              aria-label={M.clear}
              title={M.clear}
              className={iconButton}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
            <Dialog.Close aria-label={M.close} title={M.close} className={iconButton}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label="Conversación"
            className="flex-1 overflow-y-auto px-3 py-3"
          >
            <ol className="space-y-2">
              {chat.messages.length === 0 && (
                <ChatMessage entry={{ de: 'bot', texto: M.welcome }} />
              )}
              {chat.messages.map((entry, i) => (
                <ChatMessage key={i} entry={entry} onNavigate={onClose} />
              ))}
              {chat.waiting && (
                <li className="text-sm text-gray-700 dark:text-gray-300" aria-live="off">
                  {M.thinking}
                </li>
              )}
              <li ref={setEnd} aria-hidden="true" />
            </ol>
          </div>
          {quickReplies.length > 0 && (
            <div
              role="group"
              aria-label="Respuestas sugeridas"
              className="flex gap-2 overflow-x-auto px-3 pb-2"
            >
              {quickReplies.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => chat.send(s)}
                  className="shrink-0 rounded-full border border-emerald-700 px-3 py-1.5 text-sm text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950"
                >
                  {s}
                </button>
              ))}
            </div>
          )}
          <form
            onSubmit={submit}
            className="flex items-center gap-2 border-t border-gray-200 p-3 dark:border-gray-700"
          >
            <label htmlFor="chat-input" className="sr-only">
              {M.placeholder}
            </label>
            <input
              id="chat-input"
              ref={input}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={500}
              autoComplete="off"
              placeholder={M.placeholder}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-gray-400 bg-white px-3 text-base text-gray-900 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100"
            />
            <button
              type="submit"
              aria-label={M.send}
              disabled={chat.waiting}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-700 text-white hover:bg-emerald-800 disabled:opacity-60 dark:bg-emerald-400 dark:text-gray-950"
            >
              <Send aria-hidden="true" className="size-5" />
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
