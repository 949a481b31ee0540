import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { CodeField, isSixDigits } from './code-field';
import {
  confirmTotpEnrolment,
  startTotpEnrolment,
  type TotpConfirmAnswer,
} from './security-api';

const START_FAILED = 'No pudimos preparar el registro. Revisa tu conexión e inténtalo de nuevo.';
const CONFIRM_FAILED = 'No pudimos confirmar el código. Inténtalo de nuevo.';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', to type by hand without losing the place. */
export const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Registers an authenticator app (issue 39): the server's QR and secret, then the first code
 * to prove the app has it. With `desafio` it is the sign-in's enrolment (the answer carries the
 * session); without it, a signed-in staff member adds one.
 */
export function TotpEnrolment({
  desafio,
  onEnrolled,
}: {
  desafio?: string;
  onEnrolled(answer: TotpConfirmAnswer): void;
}) {
  const alertId = useId();
  // A query, not an effect: one enrolment per mount even when React mounts twice in development
  // (each call makes a new pending secret), and nothing kept after it leaves the screen.
  const started = useQuery({
    queryKey: ['cuenta', 'totp-inscribir', desafio ?? null],
    queryFn: () => startTotpEnrolment(desafio),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const start = started.data;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isSixDigits(code)) return setError(ACCOUNT_MESSAGES.factor.codeInvalid);
    setBusy(true);
    setError(null);
    try {
      onEnrolled(await confirmTotpEnrolment(code.replace(/\s/g, ''), desafio));
    } catch (e) {
      setError(reasonOf(e, CONFIRM_FAILED));
      setBusy(false);
    }
  }

  if (started.isError)
    return (
      <div className="space-y-3">
        <FormAlert id={alertId} message={reasonOf(started.error, START_FAILED)} />
        <Button variant="secondary" onClick={() => void started.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  if (!start) return <p className="text-gray-700 dark:text-gray-300">Preparando el código QR…</p>;

  return (
    <form noValidate onSubmit={confirm} className="space-y-4" aria-label="Registrar app de autenticación">
      <ol className="list-decimal space-y-3 pl-5 text-gray-800 dark:text-gray-200">
        <li>
          Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password u
          otra) y escanea este código.
        </li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.qr_svg)}`}
        alt="Código QR para registrar la tienda en tu app de autenticación"
        width={200}
        height={200}
        className="mx-auto size-52 rounded-xl bg-white p-2"
      />
      <div>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          ¿No puedes escanearlo? Escribe esta clave en la app:
        </p>
        <p
          data-testid="totp-secreto"
          className="mt-1 rounded-xl bg-gray-100 px-3 py-2 text-center font-mono text-lg tracking-wide break-all dark:bg-gray-800"
        >
          {groupsOfFour(start.secreto)}
        </p>
      </div>
      <ol start={2} className="list-decimal pl-5 text-gray-800 dark:text-gray-200">
        <li>Escribe el código de 6 dígitos que muestra la app.</li>
      </ol>
      <CodeField
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        invalid={error !== null}
        describedBy={error ? alertId : undefined}
      />
      <FormAlert id={alertId} message={error} />
      <Button type="submit" size="large" className="w-full" aria-disabled={busy || undefined}>
        {busy ? 'Confirmando…' : 'Confirmar'}
      </Button>
    </form>
  );
}
