import { Link } from 'react-router';
import { ASSISTANT_MESSAGES } from '../../../domain/assistant/messages';
import type { ChatEntry } from './chat-history';

// Only the shop's own WhatsApp links and the app's own pages the assistant names (Mi cuenta, the
// order history) become links; any other text stays text.
const LINK =
  /(https:\/\/wa\.me\/\d+(?:\?text=[^\s]*)?|(?<=^|\s)\/(?:mi-cuenta|historial)(?=$|\s|[.,]))/;
const IN_APP = ASSISTANT_MESSAGES.links;
const linkClass = 'font-semibold underline';

function isInApp(part: string): part is keyof typeof IN_APP {
  return part in IN_APP;
}

/**
 * One bubble: the resident's on the right, the assistant's on the left with its WhatsApp link and
 * its links to Mi cuenta or the history; following one of those closes the panel (`onNavigate`).
 */
export function ChatMessage({ entry, onNavigate }: { entry: ChatEntry; onNavigate?: () => void }) {
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
          !mine && isInApp(part) ? (
            <Link key={i} to={part} onClick={onNavigate} className={linkClass}>
              {IN_APP[part]}
            </Link>
          ) : LINK.test(part) && part.startsWith('https://') ? (
            <a key={i} href={part} target="_blank" rel="noopener noreferrer" className={linkClass}>
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
