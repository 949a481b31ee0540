import { useId, useState } from 'react';
import { useSession } from '../../app/session';
import { FormAlert } from '../../ui/form-field';
import { PasskeyButton } from './passkey-button';
import { passkeysAvailable } from './passkeys';

/**
 * "Entrar con huella o Face ID" under the login's three facts (issue 39): a resident with a
 * passkey on this device signs in with one tap. Nothing shows where passkeys cannot work.
 */
export function PasskeySignIn() {
  const { adopt } = useSession();
  const alertId = useId();
  const [error, setError] = useState<string | null>(null);
  if (!passkeysAvailable()) return null;
  return (
    <div className="mt-4 space-y-2">
      <p aria-hidden="true" className="flex items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
        <span className="h-px flex-1 bg-gray-300 dark:bg-gray-700" />o<span className="h-px flex-1 bg-gray-300 dark:bg-gray-700" />
      </p>
      <PasskeyButton
        mode="one-tap"
        onError={setError}
        onSignedIn={(answer) => {
          try {
            adopt(answer);
          } catch (e) {
            setError(e instanceof Error ? e.message : null);
          }
        }}
      />
      <FormAlert id={alertId} message={error} />
    </div>
  );
}
