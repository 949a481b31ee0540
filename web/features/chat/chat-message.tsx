import type { ChatEntry } from './chat-history';

// Only the shop's own WhatsApp links become links; any other text stays text.
const LINK = /(https:\/\/wa\.me\/\d+(?:\?text=[^\s]*)?)/;

/** One bubble: the resident's on the right, the assistant's on the left with its WhatsApp link. */
export function ChatMessage({ entry }: { entry: ChatEntry }) {
  const mine = entry.de === 'usuario';
  // A price never breaks between '$' and its digits.
  const parts = entry.texto.replace(/\$ (?=\d)/g, '$\u00a0').split(LINK);
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line ${
          mine
            ? 'rounded-br-sm bg-emerald-700 text-white dark:bg-emerald-400 dark:text-gray-950'
            : 'rounded-bl-sm bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        <span className="sr-only">{mine ? 'Tú: ' : 'Asistente: '}</span>
        {parts.map((part, i) =>
          LINK.test(part) ? (
            <a
              key={i}
              href={part}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline"
            >
              Escribir por WhatsApp
            </a>
          ) : (
            <span key={i}>{part}</span>
          ),
        )}
      </p>
    </li>
  );
}
