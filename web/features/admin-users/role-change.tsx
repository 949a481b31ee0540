import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminUserRow, RoleChangeAnswer } from '../../../domain/admin-views';
import { can, ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

type RowRole = AdminUserRow['rol'];

/** The four roles as Usuarios' rows and PUT /api/admin/usuarios/:id/rol name them. */
const CHOICES: readonly RowRole[] = ['admin', 'encargado', 'repartidor', 'cliente'];

const domainRole = (rol: RowRole): Role => (rol === 'cliente' ? 'customer' : rol);

/** Why the last administrator keeps the role (the server refuses it too). */
const LAST_ADMIN =
  'Es el único administrador de la tienda: nombra a otra persona administradora antes de cambiar su rol.';

/** 'Repartidor', 'Cliente'… for a row's role. */
export const roleLabel = (rol: RowRole) => ROLE_LABELS[domainRole(rol)];

/**
 * "Cambiar rol" on a user's row (issue 39), for whoever holds the 'roles' permission: the four
 * roles with what each may do, a confirmation, and the server's answer (which also ends that
 * person's sessions; the last administrator stays).
 */
export function RoleChange({ user }: { user: AdminUserRow }) {
  const viewer = useSession().user;
  const client = useQueryClient();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<RowRole>(user.rol);
  const [busy, setBusy] = useState(false);
  if (!can(roleOf(viewer), 'roles')) return null;

  const save = () => {
    setBusy(true);
    apiRequest<RoleChangeAnswer>('PUT', `/api/admin/usuarios/${user.id}/rol`, { rol: choice })
      .then((answer) => {
        toast.success(answer.message);
        setOpen(false);
        void client.invalidateQueries({ queryKey: ['admin', 'usuarios'] });
      })
      .catch((e: unknown) => toast.error(errorText(e, 'No se pudo cambiar el rol.')))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChoice(user.rol);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="small">
          Cambiar rol <span className="sr-only">de {user.nombre}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <Dialog.Title className="text-lg font-bold">Rol de {user.nombre}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-800 dark:text-gray-200">
            Elige qué puede hacer en la tienda. Al cambiarlo, sus sesiones abiertas se cierran. El
            cambio queda registrado con tu nombre y la hora.
          </Dialog.Description>
          {user.unico_administrador && (
            <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {LAST_ADMIN}
            </p>
          )}
          <fieldset className="mt-4 space-y-2">
            <legend className="sr-only">Rol</legend>
            {CHOICES.map((rol) => (
              <label
                key={rol}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-300 p-3 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950"
              >
                <input
                  type="radio"
                  name={name}
                  value={rol}
                  checked={choice === rol}
                  disabled={user.unico_administrador && rol !== 'admin'}
                  onChange={() => setChoice(rol)}
                  className="mt-1 size-5 shrink-0 accent-emerald-700"
                />
                <span>
                  <span className="block font-semibold">
                    {roleLabel(rol)}
                    {rol === user.rol && ' (actual)'}
                  </span>
                  <span className="block text-sm text-gray-700 dark:text-gray-300">
                    {ROLE_DESCRIPTIONS[domainRole(rol)]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Volver</Button>
            </Dialog.Close>
            <Button disabled={busy || choice === user.rol} onClick={save}>
              {busy ? 'Un momento…' : `Cambiar a ${roleLabel(choice)}`}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
