import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { formatDateTimeBogota } from '../../../domain/dates';
import { reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/confirm-dialog';
import type { PasskeySlot } from './passkey-slot';
import { RecoveryCodes } from './recovery-codes';
import {
  factorsQuery,
  regenerateRecoveryCodes,
  removeFactor,
  SECURITY_KEYS,
  type FactorView,
} from './security-api';
import { TotpEnrolment } from './totp-enrolment';

type View = { kind: 'list' } | { kind: 'adding' } | { kind: 'codes'; codes: string[] };

const KIND_LABELS: Record<string, string> = {
  totp: 'App de autenticación',
  passkey: 'Llave de acceso',
};

/**
 * "Segundo factor" (issue 39), for staff: their factors, adding an authenticator app, removing
 * one (never the last: the server refuses it too), and new recovery codes, shown once.
 * `passkey` plugs in the "Agregar llave de acceso" button.
 */
export function FactorsPanel({ passkey }: { passkey?: PasskeySlot }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [removing, setRemoving] = useState<FactorView | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const list = useQuery(factorsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.factors });

  const remove = useMutation({
    mutationFn: (factor: FactorView) => removeFactor(factor.id),
    onSuccess: (answer) => {
      setRemoving(null);
      toast.success(answer.message);
      void refresh();
    },
    onError: (e) => toast.error(reasonOf(e, 'No pudimos quitar ese factor. Inténtalo de nuevo.')),
  });
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (answer) => {
      setRegenerating(false);
      setView({ kind: 'codes', codes: answer.codigos_recuperacion });
      void refresh();
    },
    onError: (e) => toast.error(reasonOf(e, 'No pudimos generar códigos nuevos. Inténtalo de nuevo.')),
  });

  if (view.kind === 'codes')
    return <RecoveryCodes codes={view.codes} doneLabel="Listo" onDone={() => setView({ kind: 'list' })} />;
  if (view.kind === 'adding')
    return (
      <div className="space-y-3">
        <h3 className="text-lg font-bold">Agregar app de autenticación</h3>
        <TotpEnrolment
          onEnrolled={(answer) => {
            toast.success(answer.message);
            void refresh();
            setView(answer.codigos_recuperacion ? { kind: 'codes', codes: answer.codigos_recuperacion } : { kind: 'list' });
          }}
        />
        <Button variant="ghost" onClick={() => setView({ kind: 'list' })}>
          Cancelar
        </Button>
      </div>
    );

  if (list.isPending) return <p className="text-gray-700 dark:text-gray-300">Cargando…</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {reasonOf(list.error, 'No pudimos cargar tus factores.')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
          Reintentar
        </button>
      </p>
    );

  const { factores, codigos_recuperacion_restantes: left } = list.data;
  const only = factores.length <= 1;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Después de tu correo, cédula y teléfono, el panel te pide uno de estos.
      </p>
      <ul className="space-y-2">
        {factores.map((f) => (
          <li key={f.id} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-800">
            {f.tipo === 'passkey' ? (
              <KeyRound aria-hidden="true" className="size-6 shrink-0 text-gray-700 dark:text-gray-300" />
            ) : (
              <Smartphone aria-hidden="true" className="size-6 shrink-0 text-gray-700 dark:text-gray-300" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{f.nombre || KIND_LABELS[f.tipo] || f.tipo}</p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                Registrado: {formatDateTimeBogota(new Date(f.creado))}
                {f.ultimo_uso && <span className="block">Último uso: {formatDateTimeBogota(new Date(f.ultimo_uso))}</span>}
              </p>
              {!only && (
                <Button variant="secondary" size="small" className="mt-2" onClick={() => setRemoving(f)} aria-label={`Quitar ${f.nombre || KIND_LABELS[f.tipo] || f.tipo}`}>
                  Quitar
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {only && factores.length === 1 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Es tu único segundo factor: para quitarlo, agrega otro primero.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {passkey?.({ mode: 'enrol', onSignedIn: () => void refresh(), onError: (m) => toast.error(m) })}
        <Button variant="secondary" onClick={() => setView({ kind: 'adding' })}>
          Agregar app de autenticación
        </Button>
      </div>
      <div className="rounded-xl bg-gray-100 p-3 dark:bg-gray-800">
        <p className="font-semibold">Códigos de recuperación</p>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          {left === 1 ? 'Te queda 1 código sin usar.' : `Te quedan ${left} códigos sin usar.`}
        </p>
        <Button variant="secondary" size="small" className="mt-2" onClick={() => setRegenerating(true)}>
          Generar códigos nuevos
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="¿Quitar este factor?"
        confirmLabel="Sí, quitar"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>Ya no podrás entrar con él. Tus otros factores siguen activos.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={regenerating}
        onOpenChange={setRegenerating}
        title="¿Generar códigos nuevos?"
        confirmLabel="Sí, generar"
        busy={regenerate.isPending}
        onConfirm={() => regenerate.mutate()}
      >
        <p>Los códigos que tienes dejarán de servir. Verás los nuevos una sola vez.</p>
      </ConfirmDialog>
    </div>
  );
}
