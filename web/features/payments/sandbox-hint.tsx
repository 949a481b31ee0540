import { FlaskConical } from 'lucide-react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';

const H = PAYMENT_MESSAGES.sandboxHint;

/**
 * With the offline sandbox gateway (PAYMENTS_PROVIDER=sandbox) the card and Nequi screens say
 * that they are a test and which data approve or decline, as the sandbox bank page does.
 */
export function SandboxHint({ metodo }: { metodo: 'CARD' | 'NEQUI' }) {
  return (
    <aside
      aria-label={H.title}
      className="flex items-start gap-2 rounded-xl border border-dashed border-sky-700/60 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-300/60 dark:bg-sky-950 dark:text-sky-50"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{H.title}.</strong> {metodo === 'CARD' ? H.card : H.nequi}
      </p>
    </aside>
  );
}
