import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DEFAULT_MISSING_PREFERENCE,
  MISSING_PREFERENCE_LABELS,
} from '../../../domain/missing-items/preference';
import type { AdminOrderView } from '../../../domain/order-views';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import {
  answerMinutes,
  finalQuantity,
  optionPrice,
  type MissingLine,
  type ReplacementOption,
} from '../order-data/missing-items';
import { apiRequest, errorText, queryString } from '../admin/admin-api';

/** POST …/faltantes: the order's admin view after the mark. */
export function markMissing(
  orderId: number,
  body: { linea_id: number; faltan: number; reemplazo_id?: number },
): Promise<AdminOrderView> {
  return apiRequest<AdminOrderView>('POST', `/api/admin/pedidos/${orderId}/faltantes`, body);
}

/** What the resident chose, in the words the packer reads before confirming. */
function whatHappens(preference: string, minutes: number, picked: boolean): string {
  if (picked) return 'Se pone el reemplazo que elegiste.';
  if (preference === 'quitar') return 'El residente pidió quitarlo: no se le cobra.';
  if (preference === 'reemplazar') return 'El residente pidió reemplazarlo por uno parecido.';
  return `Le preguntamos al residente; tiene ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} para responder.`;
}

/**
 * "Falta" on a line (issue 44): how many are missing ("solo hay 1 de 3"), the proposed
 * replacements (the owner may pick one), confirm. The server applies the resident's preference.
 */
export function MissingItemSheet({
  order,
  line,
  onOpenChange,
  onDone,
}: {
  order: AdminOrderView;
  line: MissingLine | null;
  onOpenChange(open: boolean): void;
  onDone(order: AdminOrderView): void;
}) {
  return (
    <Dialog.Root open={line !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          {line && <MissingForm order={order} line={line} onDone={onDone} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MissingForm({
  order,
  line,
  onDone,
}: {
  order: AdminOrderView;
  line: MissingLine;
  onDone(order: AdminOrderView): void;
}) {
  const id = useId();
  const available = finalQuantity(line);
  const [faltan, setFaltan] = useState(available);
  const [pick, setPick] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const minutes = answerMinutes(useShopSettings());
  const preference = order.faltantes_preferencia ?? DEFAULT_MISSING_PREFERENCE;
  const lineaId = line.linea_id ?? 0;
  const isPackage = line.tipo === 'paquete';
  const proposals = useQuery({
    queryKey: ['admin', 'pedidos', order.id, 'reemplazos', lineaId],
    queryFn: ({ signal }) =>
      apiRequest<{ reemplazos: ReplacementOption[] }>(
        'GET',
        `/api/admin/pedidos/${order.id}/reemplazos${queryString({ linea_id: lineaId })}`,
        undefined,
        { signal },
      ),
    enabled: !isPackage,
  });
  const left = available - faltan;
  const confirm = () => {
    setBusy(true);
    setError(null);
    markMissing(order.id, {
      linea_id: lineaId,
      faltan,
      ...(pick !== null ? { reemplazo_id: pick } : {}),
    })
      .then(onDone)
      .catch((e: unknown) => setError(errorText(e, 'No se pudo marcar el faltante.')))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Dialog.Title className="text-lg font-bold">Falta {line.nombre}</Dialog.Title>
      <Dialog.Description className="mt-1 text-gray-800 dark:text-gray-200">
        Pedido {order.codigo} · {MISSING_PREFERENCE_LABELS[preference]}
      </Dialog.Description>
      <div className="mt-4">
        <p id={`${id}-count`} className="font-semibold">
          ¿Cuántas faltan?
        </p>
        <div className="mt-1 flex items-center gap-3" role="group" aria-labelledby={`${id}-count`}>
          <Button
            variant="secondary"
            size="small"
            aria-label="Una menos"
            disabled={faltan <= 1}
            onClick={() => setFaltan((n) => Math.max(1, n - 1))}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" className="min-w-16 text-center text-lg font-bold">
            {faltan} de {available}
          </output>
          <Button
            variant="secondary"
            size="small"
            aria-label="Una más"
            disabled={faltan >= available}
            onClick={() => setFaltan((n) => Math.min(available, n + 1))}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {left === 0 ? 'No hay ninguna.' : `Solo hay ${left} de ${available}.`}
        </p>
      </div>
      {isPackage ? (
        <p className="mt-4 text-sm">
          Un paquete no se reemplaza: se quita lo que falta y no se cobra.
        </p>
      ) : (
        <fieldset className="mt-4">
          <legend className="font-semibold">Reemplazo</legend>
          {proposals.isPending ? (
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Buscando parecidos…</p>
          ) : proposals.isError ? (
            <p className="mt-1 text-sm text-red-800 dark:text-red-300">
              {errorText(proposals.error, 'No pudimos cargar los reemplazos.')}
            </p>
          ) : null}
          <div className="mt-1 space-y-1">
            <Choice
              name={`${id}-pick`}
              checked={pick === null}
              onChange={() => setPick(null)}
              label="Lo que eligió el residente"
            />
            {(proposals.data?.reemplazos ?? []).map((p) => (
              <Choice
                key={p.id}
                name={`${id}-pick`}
                checked={pick === p.id}
                onChange={() => setPick(p.id)}
                label={p.nombre}
                price={optionPrice(p)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <p className="mt-3 text-sm text-gray-800 dark:text-gray-200">
        {whatHappens(isPackage ? 'quitar' : preference, minutes, pick !== null)}
      </p>
      {error && (
        <p role="alert" className="mt-3 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Volver</Button>
        </Dialog.Close>
        <Button disabled={busy} onClick={confirm}>
          {busy ? 'Marcando…' : 'Confirmar faltante'}
        </Button>
      </div>
    </>
  );
}

function Choice({
  name,
  checked,
  onChange,
  label,
  price,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  label: string;
  price?: number;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-5 shrink-0 accent-emerald-700"
      />
      <span className="flex-1">{label}</span>
      {price !== undefined && <Money value={price} className="text-sm" />}
    </label>
  );
}
