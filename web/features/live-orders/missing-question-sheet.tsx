import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MissingAnswer, MissingQuestionView } from '../../../domain/missing-items/questions';
import type { OrderView } from '../../../domain/order-views';
import { apiRequest } from '../../app/api-client';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { clockText, secondsLeft } from '../order-data/missing-items';
import { useSecondClock } from '../order-data/use-second-clock';
import { ordersQuery } from '../order-data/orders-api';
import { patchOrder } from './missing-live';

/** POST /api/pedidos/:id/faltantes/:pregunta_id: the resident's order view after the answer. */
export function answerQuestion(
  orderId: number,
  preguntaId: number,
  eleccion: MissingAnswer,
): Promise<OrderView> {
  return apiRequest<OrderView>('POST', `/api/pedidos/${orderId}/faltantes/${preguntaId}`, {
    eleccion,
  });
}

/** What the sheet says once the question is closed, however it closed. */
export function closedText(q: MissingQuestionView, chosen: string | null): string {
  if (q.estado === 'aceptada')
    return chosen
      ? `Listo: cambiamos ${q.producto_nombre} por ${chosen}.`
      : `Listo: elegiste un reemplazo para ${q.producto_nombre}.`;
  if (q.estado === 'rechazada') return `Listo: quitamos ${q.producto_nombre} y no se cobra.`;
  if (q.estado === 'cancelada') return 'Tu pedido se canceló: ya no hay nada que elegir.';
  return `Se acabó el tiempo: quitamos ${q.producto_nombre} de tu pedido y no se cobra.`;
}

/**
 * "Falta Leche … ¿Qué hacemos?" (issue 44): the proposals (a dearer one says how much more and
 * asks for an explicit accept), "Quitarlo", and the time left; once the question is closed
 * (answered here, elsewhere, or timed out) it says what happened.
 */
export function MissingQuestionSheet({
  order,
  onClose,
}: {
  order: OrderView | null;
  onClose(): void;
}) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          {order?.pregunta_faltante && (
            <QuestionBody order={order} question={order.pregunta_faltante} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuestionBody({ order, question }: { order: OrderView; question: MissingQuestionView }) {
  const id = useId();
  const client = useQueryClient();
  const now = useSecondClock();
  const [pick, setPick] = useState<number | 'quitar' | null>(null);
  const [accepts, setAccepts] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const left = secondsLeft(question.vence_en, now);
  const open = question.estado === 'abierta';
  const proposal = question.propuestas.find((p) => p.producto_id === pick) ?? null;
  // A paid online order is never charged a difference (the server's rule): only cash asks.
  const cash = order.metodo_pago === 'EFECTIVO';
  const dearer = cash && proposal !== null && proposal.diferencia > 0;

  const send = () => {
    if (pick === null) return setError('Elige un reemplazo o quítalo.');
    if (dearer && !accepts)
      return setError('Para elegir este reemplazo acepta pagar la diferencia.');
    const eleccion: MissingAnswer =
      pick === 'quitar'
        ? { quitar: true }
        : { producto_id: pick, ...(dearer ? { acepta_diferencia: true } : {}) };
    setBusy(true);
    setError(null);
    answerQuestion(order.id, question.id, eleccion)
      .then((next) => {
        setChosen(proposal?.nombre ?? null);
        patchOrder(client, next);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : 'No pudimos enviar tu respuesta.');
        // A 409 (closed meanwhile): the list's next read shows what happened.
        void client.invalidateQueries({ queryKey: ordersQuery.queryKey });
      })
      .finally(() => setBusy(false));
  };

  if (!open) {
    return (
      <>
        <Dialog.Title className="text-lg font-bold">Pedido {order.codigo}</Dialog.Title>
        <Dialog.Description role="status" className="mt-2 text-gray-800 dark:text-gray-200">
          {closedText(question, chosen)}
        </Dialog.Description>
        <p className="mt-2">
          Nuevo total: <Money value={order.total} className="font-bold" />
        </p>
        <div className="mt-5 flex justify-end">
          <Dialog.Close asChild>
            <Button>Entendido</Button>
          </Dialog.Close>
        </div>
      </>
    );
  }

  return (
    <>
      <Dialog.Title className="text-lg font-bold">
        Falta {question.producto_nombre} … ¿Qué hacemos?
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-gray-800 dark:text-gray-200">
        {question.faltan === 1
          ? 'No encontramos 1 unidad'
          : `No encontramos ${question.faltan} unidades`}{' '}
        de tu pedido {order.codigo}.{' '}
        {left > 0 ? (
          <>
            Tienes <strong>{clockText(left)}</strong> para elegir; si no, lo quitamos y no se cobra.
          </>
        ) : (
          <strong>Se acabó el tiempo: lo quitamos y no se cobra.</strong>
        )}
      </Dialog.Description>
      <fieldset className="mt-4" disabled={busy || left === 0}>
        <legend className="font-semibold">Elige</legend>
        <div className="mt-1 space-y-1">
          {question.propuestas.map((p) => (
            <label
              key={p.producto_id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 px-3 py-2 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 dark:border-gray-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
            >
              <input
                type="radio"
                name={`${id}-pick`}
                checked={pick === p.producto_id}
                onChange={() => {
                  setPick(p.producto_id);
                  setAccepts(false);
                  setError(null);
                }}
                className="size-5 shrink-0 accent-emerald-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{p.nombre}</span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">
                  <Money value={p.precio} />
                  {cash && p.diferencia > 0 && (
                    <span className="font-semibold text-amber-900 dark:text-amber-200">
                      {' '}
                      · Cuesta <Money value={p.diferencia} /> más{question.faltan > 1 ? ' c/u' : ''}
                    </span>
                  )}
                </span>
              </span>
            </label>
          ))}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 px-3 py-2 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 dark:border-gray-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950">
            <input
              type="radio"
              name={`${id}-pick`}
              checked={pick === 'quitar'}
              onChange={() => {
                setPick('quitar');
                setError(null);
              }}
              className="size-5 shrink-0 accent-emerald-700"
            />
            <span className="font-medium">Quitarlo y no cobrarlo</span>
          </label>
        </div>
      </fieldset>
      {dearer && (
        <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={accepts}
            onChange={(e) => {
              setAccepts(e.currentTarget.checked);
              setError(null);
            }}
            className="size-5 shrink-0 accent-emerald-700"
          />
          <span>
            Acepto pagar <Money value={proposal.diferencia * question.faltan} /> más
          </span>
        </label>
      )}
      {error && (
        <p role="alert" className="mt-3 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Después</Button>
        </Dialog.Close>
        <Button disabled={busy || left === 0} onClick={send}>
          {busy ? 'Enviando…' : 'Confirmar'}
        </Button>
      </div>
    </>
  );
}
