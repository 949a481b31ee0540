import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { formatDateTimeBogota } from '../../../domain/dates';
import { reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { PasskeyButton } from './passkey-button';
import { passkeysAvailable } from './passkeys';
import { factorsQuery, removeFactor, SECURITY_KEYS, type FactorView } from './security-api';

/**
 * "Entrar con huella o Face ID" in Mi cuenta (issue 39): a resident's passkeys, by name and last
 * use, adding one on this device and removing one. Once there is one, a new device asks for it.
 * The screen gives it its heading.
 */
export function PasskeysPanel() {
  const queryClient = useQueryClient();
  const alertId = useId();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<FactorView | null>(null);
  const list = useQuery(factorsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.factors });
  const remove = useMutation({
    mutationFn: (factor: FactorView) => removeFactor(factor.id),
    onSuccess: () => {
      setRemoving(null);
      toast.success(ACCOUNT_MESSAGES.passkey.removed);
      void refresh();
    },
    onError: (e) => toast.error(reasonOf(e, 'No pudimos quitar esa llave. Inténtalo de nuevo.')),
  });
  const passkeys = list.data?.factores.filter((f) => f.tipo === 'passkey') ?? [];

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Con una llave de acceso entras tocando tu huella o mirando tu teléfono. En un dispositivo nuevo te la
        pediremos: tus datos solos ya no bastan.
      </p>
      {list.isError && (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {reasonOf(list.error, 'No pudimos cargar tus llaves de acceso.')}
        </p>
      )}
      {passkeys.length > 0 && (
        <ul className="space-y-2">
          {passkeys.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-800">
              <KeyRound aria-hidden="true" className="size-6 shrink-0 text-gray-700 dark:text-gray-300" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{f.nombre || 'Llave de acceso'}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {f.ultimo_uso
                    ? `Último uso: ${formatDateTimeBogota(new Date(f.ultimo_uso))}`
                    : `Registrada: ${formatDateTimeBogota(new Date(f.creado))}`}
                </p>
              </div>
              <Button variant="ghost" size="small" onClick={() => setRemoving(f)}>
                Quitar <span className="sr-only">{f.nombre || 'llave de acceso'}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {passkeysAvailable() ? (
        <PasskeyButton
          mode="enrol"
          onError={setError}
          onSignedIn={(answer) => {
            const message = (answer as { message?: unknown } | null)?.message;
            toast.success(typeof message === 'string' ? message : ACCOUNT_MESSAGES.factor.passkeyEnrolled);
            void refresh();
          }}
        />
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">{ACCOUNT_MESSAGES.passkey.unsupported}</p>
      )}
      <FormAlert id={alertId} message={error} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="¿Quitar esta llave de acceso?"
        confirmLabel="Sí, quitar"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>Ya no podrás entrar con ella. Si era la única, volverás a entrar con tu correo, cédula y teléfono.</p>
      </ConfirmDialog>
    </div>
  );
}
