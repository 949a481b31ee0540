import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTimeBogota } from '../../../domain/dates';
import { reasonOf } from '../../app/api-client';
import { useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/confirm-dialog';
import {
  closeOtherSessions,
  closeSession,
  SECURITY_KEYS,
  sessionsQuery,
  type SessionView,
} from './security-api';

const METHOD_LABELS: Record<string, string> = {
  identificadores: 'con correo, cédula y teléfono',
  totp: 'con app de autenticación',
  passkey: 'con llave de acceso',
  recuperacion: 'con código de recuperación',
  configuracion: 'en la configuración inicial',
};

/**
 * "Sesiones abiertas" (issue 39): every device signed in to this account, its last use in Bogotá
 * time, and a way to end one or all the others. Ending this one is the logout.
 */
export function SessionsPanel() {
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const list = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });

  const closeOne = useMutation({
    mutationFn: closeSession,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (e) => toast.error(reasonOf(e, 'No pudimos cerrar esa sesión. Inténtalo de nuevo.')),
  });
  const closeOthers = useMutation({
    mutationFn: closeOtherSessions,
    onSuccess: (answer) => {
      setConfirming(false);
      toast.success(answer.message);
      void refresh();
    },
    onError: (e) => toast.error(reasonOf(e, 'No pudimos cerrar las sesiones. Inténtalo de nuevo.')),
  });

  if (list.isPending) return <p className="text-gray-700 dark:text-gray-300">Cargando sesiones…</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {reasonOf(list.error, 'No pudimos cargar tus sesiones.')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
          Reintentar
        </button>
      </p>
    );

  const sessions = list.data.sesiones;
  const others = sessions.filter((s) => !s.actual).length;
  const endThis = () => {
    logout();
    void navigate('/');
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Los dispositivos donde tu cuenta está abierta. Si no reconoces uno, ciérralo.
      </p>
      <ul className="space-y-2">
        {sessions.map((s) => (
          <SessionRow
            key={s.id}
            session={s}
            busy={closeOne.isPending && closeOne.variables === s.id}
            onClose={() => (s.actual ? endThis() : closeOne.mutate(s.id))}
          />
        ))}
      </ul>
      {others > 0 && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cerrar todas las demás
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Cerrar las demás sesiones?"
        confirmLabel="Sí, cerrarlas"
        danger
        busy={closeOthers.isPending}
        onConfirm={() => closeOthers.mutate()}
      >
        <p>
          {others === 1 ? 'La otra sesión abierta' : `Las ${others} sesiones abiertas`} en otros
          dispositivos se cerrarán y tendrán que ingresar de nuevo. Esta sesión sigue abierta.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function SessionRow({ session, busy, onClose }: { session: SessionView; busy: boolean; onClose(): void }) {
  const method = METHOD_LABELS[session.metodo];
  return (
    <li className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-800">
      <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gray-700 dark:text-gray-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {session.dispositivo}
          {session.actual && (
            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
              Esta sesión
            </span>
          )}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Último uso: {formatDateTimeBogota(new Date(session.ultimo_uso))}
          {method && <span className="block">Abierta {method}</span>}
        </p>
        {/* Under the text, not beside it: at 320 px or 200 % text a side button squeezed the
            device's name to a letter per line. */}
        <Button
          variant="secondary"
          size="small"
          className="mt-2"
          disabled={busy}
          aria-label={session.actual ? undefined : `Cerrar la sesión de ${session.dispositivo}`}
          onClick={onClose}
        >
          {session.actual ? 'Cerrar esta sesión' : 'Cerrar'}
        </Button>
      </div>
    </li>
  );
}
