import { useId, useState } from 'react';
import type { FactorMethod } from '../../app/session';
import { FormAlert } from '../../ui/form-field';
import type { PasskeySlot } from './passkey-slot';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

interface Held {
  answer: unknown;
  codes: string[];
}

function codesOf(answer: unknown): string[] {
  const codes = (answer as { codigos_recuperacion?: unknown } | null)?.codigos_recuperacion;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * A staff member's first factor inside the sign-in (issue 39; also the first start's last step):
 * a passkey where the screen plugs one in, else an authenticator app; then the recovery codes,
 * shown once. The session the server already answered starts only after "Guardé mis códigos",
 * so the codes screen is not replaced by the panel.
 */
export function SignInEnrolment({
  desafio,
  metodos,
  message,
  onSignedIn,
  onBack,
  passkey,
}: {
  desafio: string;
  metodos: readonly FactorMethod[];
  message: string;
  onSignedIn(answer: unknown): void;
  /** Back to the three facts (the sign-in); absent in the first start. */
  onBack?(): void;
  passkey?: PasskeySlot;
}) {
  const titleId = useId();
  const alertId = useId();
  const [held, setHeld] = useState<Held | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const enrolled = (answer: unknown) => {
    const codes = codesOf(answer);
    if (codes.length === 0) onSignedIn(answer);
    else setHeld({ answer, codes });
  };

  if (held)
    return (
      <RecoveryCodes
        codes={held.codes}
        doneLabel="Entrar al panel"
        onDone={() => onSignedIn(held.answer)}
      />
    );

  const passkeyButton =
    passkey && metodos.includes('passkey')
      ? passkey({ desafio, mode: 'enrol', onSignedIn: enrolled, onError: setPasskeyError })
      : null;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold">
        Protege tu cuenta
      </h2>
      {message && <p className="text-gray-800 dark:text-gray-200">{message}</p>}
      {passkeyButton && (
        <div className="space-y-2">
          {passkeyButton}
          <FormAlert id={alertId} message={passkeyError} />
          <p className="text-sm text-gray-700 dark:text-gray-300">O usa una app de autenticación:</p>
        </div>
      )}
      {metodos.includes('totp') && <TotpEnrolment desafio={desafio} onEnrolled={enrolled} />}
      {onBack && (
        <div className="text-center">
          <button
            type="button"
            onClick={onBack}
            className="min-h-11 font-semibold text-gray-800 underline dark:text-gray-200"
          >
            Volver
          </button>
        </div>
      )}
    </section>
  );
}
