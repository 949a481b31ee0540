import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { reasonOf } from '../../app/api-client';
import type { FactorChallenge } from '../../app/session';
import { Button } from '../../ui/button';
import { FormAlert, TextField } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { CodeField, isSixDigits } from '../account-security/code-field';
import type { PasskeySlot } from '../account-security/passkey-slot';
import { signInWithCode } from '../account-security/security-api';

type Mode = 'totp' | 'recuperacion';

const FAILED = 'No pudimos verificar el código. Inténtalo de nuevo.';

const remainingText = (n: number) =>
  n === 1
    ? 'Entraste con un código de recuperación. Te queda 1: genera nuevos en Mi cuenta y seguridad.'
    : `Entraste con un código de recuperación. Te quedan ${n}.`;

/**
 * The sign-in's second step (issue 39): the authenticator's code, or a recovery code, for the
 * `desafio` the three facts opened. A 'passkey' method shows only when a screen plugs it in
 * through `passkey`.
 */
export function FactorStep({
  challenge,
  onSignedIn,
  onBack,
  passkey,
}: {
  challenge: FactorChallenge;
  onSignedIn(answer: unknown): void;
  onBack(): void;
  passkey?: PasskeySlot;
}) {
  const { desafio, metodos } = challenge;
  const titleId = useId();
  const alertId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [mode, setMode] = useState<Mode>(metodos.includes('totp') ? 'totp' : 'recuperacion');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canUseCodes = metodos.includes('totp') || metodos.includes('recuperacion');

  useEffect(() => titleRef.current?.focus(), []);

  const switchMode = (next: Mode) => {
    setMode(next);
    setCode('');
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (mode === 'totp' && !isSixDigits(code)) return setError(ACCOUNT_MESSAGES.factor.codeInvalid);
    if (mode === 'recuperacion' && code.replace(/[\s-]/g, '').length !== 10)
      return setError(ACCOUNT_MESSAGES.factor.recoveryInvalid);
    setBusy(true);
    setError(null);
    try {
      const answer = await signInWithCode(mode, desafio, code.trim());
      if (typeof answer.codigos_restantes === 'number') toast.info(remainingText(answer.codigos_restantes));
      onSignedIn(answer);
    } catch (e) {
      setError(reasonOf(e, FAILED));
      setBusy(false);
    }
  }

  const passkeyButton =
    passkey && metodos.includes('passkey')
      ? passkey({ desafio, mode: 'sign-in', onSignedIn, onError: setError })
      : null;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Confirma que eres tú
      </h2>
      <p className="text-gray-800 dark:text-gray-200">
        {!canUseCodes
          ? ACCOUNT_MESSAGES.passkey.newDevice
          : mode === 'totp'
          ? 'Escribe el código de 6 dígitos que muestra tu app de autenticación.'
          : 'Escribe uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.'}
      </p>
      {passkeyButton}
      {canUseCodes && (
        <form noValidate onSubmit={submit} className="space-y-4">
          {mode === 'totp' ? (
            <CodeField
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setError(null);
              }}
              invalid={error !== null}
              describedBy={error ? alertId : undefined}
            />
          ) : (
            <TextField
              name="recuperacion"
              label="Código de recuperación"
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              invalid={error !== null}
              describedBy={error ? alertId : undefined}
              className="mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 font-mono text-lg tracking-wider text-gray-900 uppercase aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400"
            />
          )}
          <FormAlert id={alertId} message={error} />
          <Button type="submit" size="large" className="w-full" aria-disabled={busy || undefined}>
            {busy ? 'Verificando…' : 'Entrar'}
          </Button>
        </form>
      )}
      {!canUseCodes && <FormAlert id={alertId} message={error} />}
      <div className="flex flex-col items-center gap-2">
        {metodos.includes('totp') && metodos.includes('recuperacion') && (
          <button
            type="button"
            onClick={() => switchMode(mode === 'totp' ? 'recuperacion' : 'totp')}
            className="min-h-11 font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            {mode === 'totp' ? 'Usar un código de recuperación' : 'Usar el código de mi app'}
          </button>
        )}
        <button
          type="button"
          onClick={onBack}
          className="min-h-11 font-semibold text-gray-800 underline dark:text-gray-200"
        >
          Volver
        </button>
      </div>
    </section>
  );
}
