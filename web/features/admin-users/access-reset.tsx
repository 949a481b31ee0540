import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserRow } from '../../../domain/admin-views';
import { can, type Role } from '../../../domain/permissions';
import { getUser } from '../../app/storage';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ConfirmDialog } from '../admin/confirm-dialog';

const KINDS = {
  acceso: {
    label: 'Restablecer acceso',
    title: '¿Restablecer el acceso?',
    confirm: 'Sí, restablecer acceso',
    path: 'restablecer-acceso',
    text: (nombre: string) =>
      `Se quitarán las llaves de acceso de ${nombre} y se cerrarán sus sesiones. Podrá entrar de nuevo con su correo, cédula y teléfono. Hazlo solo si confirmaste que es la persona (por ejemplo, perdió su teléfono).`,
  },
  factor: {
    label: 'Restablecer segundo factor',
    title: '¿Restablecer su segundo factor?',
    confirm: 'Sí, restablecer',
    path: 'restablecer-factor',
    text: (nombre: string) =>
      `Se quitarán las llaves de acceso, la app de autenticación y los códigos de recuperación de ${nombre}, y se cerrarán sus sesiones. Al entrar deberá registrar un segundo factor nuevo.`,
  },
} as const;

/**
 * The shop's way back into an account (issue 39), for whoever holds the 'roles' permission:
 * "Restablecer acceso" on a resident who signs in with a passkey, "Restablecer segundo factor"
 * on another staff member. Each asks for confirmation; the server audits it.
 */
export function AccessReset({ user }: { user: AdminUserRow }) {
  // The signed-in person as stored (the admin panel is only open to a signed-in staff member).
  const viewer = getUser();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const staff = user.rol !== 'cliente';
  const kind = staff ? KINDS.factor : KINDS.acceso;
  const self = viewer?.email === user.email;
  if (!can(viewer?.rol as Role | undefined, 'roles') || self || (!staff && !user.llave_de_acceso)) return null;

  function confirm() {
    setBusy(true);
    apiRequest<{ message: string }>('POST', `/api/admin/usuarios/${user.id}/${kind.path}`, {})
      .then((answer) => {
        toast.success(answer.message);
        void client.invalidateQueries({ queryKey: ['admin', 'usuarios'] });
      })
      .catch((e: unknown) => toast.error(errorText(e, 'No se pudo restablecer. Inténtalo de nuevo.')))
      .finally(() => {
        setBusy(false);
        setOpen(false);
      });
  }

  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        {`${kind.label} `}
        <span className="sr-only">de {user.nombre}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={kind.title}
        confirmLabel={kind.confirm}
        danger
        busy={busy}
        onConfirm={confirm}
        onOpenChange={setOpen}
      >
        <p>{kind.text(user.nombre)}</p>
        <p>Queda registrado con tu nombre y la hora.</p>
      </ConfirmDialog>
    </>
  );
}
