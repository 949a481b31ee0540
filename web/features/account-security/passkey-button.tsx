import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import type { PasskeySlot } from './passkey-slot';
import { passkeyErrorMessage, passkeysAvailable, registerPasskey, signInWithPasskey } from './passkeys';

const LABELS = {
  'sign-in': 'Usar llave de acceso (huella o Face ID)',
  enrol: 'Registrar llave de acceso',
  'one-tap': 'Entrar con huella o Face ID',
} as const;

/**
 * One passkey action (issue 39): the factor step's "Usar llave de acceso", the enrolment's and
 * Mi cuenta's "Registrar llave de acceso", the login's "Entrar con huella o Face ID". Renders
 * nothing where the page cannot offer passkeys (no WebAuthn, or not a secure context).
 */
export function PasskeyButton({
  mode,
  desafio,
  onSignedIn,
  onError,
  variant = 'secondary',
}: {
  mode: keyof typeof LABELS;
  desafio?: string;
  /** The server's answer: `{ token, user }` for a sign-in, the enrolment's answer otherwise. */
  onSignedIn(answer: unknown): void;
  onError(message: string | null): void;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  if (!passkeysAvailable()) return null;

  async function run() {
    setBusy(true);
    onError(null);
    try {
      const answer = mode === 'enrol' ? await registerPasskey({ desafio }) : await signInWithPasskey(desafio);
      setBusy(false);
      onSignedIn(answer);
    } catch (error) {
      setBusy(false);
      onError(passkeyErrorMessage(error));
    }
  }

  return (
    <Button type="button" variant={variant} size="large" className="w-full" disabled={busy} aria-busy={busy} onClick={() => void run()}>
      <Fingerprint aria-hidden="true" className="size-5" />
      {busy ? 'Esperando tu llave de acceso…' : LABELS[mode]}
    </Button>
  );
}

/** What the sign-in's factor and enrolment steps plug in for their 'passkey' method. */
export const passkeySlot: PasskeySlot = ({ desafio, mode, onSignedIn, onError }) => (
  <PasskeyButton
    mode={mode}
    desafio={desafio}
    onSignedIn={onSignedIn}
    onError={(message) => {
      if (message) onError(message);
    }}
    variant="primary"
  />
);
