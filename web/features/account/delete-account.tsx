import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { PRIVACY_MESSAGES } from '../../../domain/privacy/messages';
import { DELETE_CONFIRMATION_WORD } from '../../../domain/schemas/privacy';
import { useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { FormAlert } from '../../ui/form-field';
import { deleteAccount } from './account-api';

/** "Eliminar mi cuenta": a dialog where the resident types ELIMINAR; then the session ends. */
export function DeleteAccount() {
  const { endAfterDeletion } = useSession();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const alertId = useId();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = word.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return setError(PRIVACY_MESSAGES.deleteWordMismatch);
    setBusy(true);
    setError(null);
    deleteAccount(word)
      .then((answer) => {
        toast.success(answer.message);
        endAfterDeletion();
        void navigate('/', { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : MESSAGES.server.internal))
      .finally(() => setBusy(false));
  }

  return (
    <div className="space-y-2">
      <p>
        Borramos tus datos personales de inmediato. Tus pedidos se conservan sin tu nombre ni tus
        datos de contacto durante los 5 años que exige la ley contable, y{' '}
        <strong>pierdes tus puntos</strong>. No puedes eliminar la cuenta mientras tengas un pedido
        en curso.
      </p>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setWord('');
            setError(null);
          }
        }}
      >
        <Dialog.Trigger asChild>
          <Button variant="danger">Eliminar mi cuenta</Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
            <Dialog.Title className="text-lg font-bold">¿Eliminar tu cuenta?</Dialog.Title>
            <Dialog.Description className="mt-2 text-gray-800 dark:text-gray-200">
              Esta acción no se puede deshacer. Perderás tus puntos y tendrás que registrarte de
              nuevo para comprar.
            </Dialog.Description>
            <form onSubmit={submit} noValidate className="mt-4 space-y-3">
              <div>
                <label htmlFor={inputId} className="block text-sm font-semibold">
                  Escribe {DELETE_CONFIRMATION_WORD} para confirmar
                </label>
                <input
                  id={inputId}
                  value={word}
                  onChange={(e) => {
                    setWord(e.target.value);
                    setError(null);
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  aria-describedby={`${hintId} ${alertId}`}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 text-base dark:border-gray-400 dark:bg-gray-900"
                />
                <p id={hintId} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                  Así evitamos que se elimine por un toque accidental.
                </p>
              </div>
              <FormAlert id={alertId} message={error} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">Volver</Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={busy}
                  aria-disabled={!matches || undefined}
                >
                  {busy ? 'Eliminando…' : 'Eliminar definitivamente'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
