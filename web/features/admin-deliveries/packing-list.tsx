import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Gift, MessageCircle, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigationType } from 'react-router';
import { doorFacts, doorFactsText } from '../../../domain/delivery-facts';
import { giftGroup } from '../../../domain/gifts';
import type { AdminOrderView } from '../../../domain/order-views';
import { PACKING_MESSAGES } from '../../../domain/schemas/packing';
import {
  allPacked,
  CONTENTS_ORIGIN_NOTES,
  packedCountLabel,
  packingKeys,
  packingGroupTitle,
  packingList,
  packingText,
  whatsappShareUrl,
} from '../../../domain/packing';
import { Button, buttonClasses } from '../../ui/button';
import { apiRequest, errorText } from '../admin/admin-api';
import { useAdminAlerts } from '../admin-alerts/admin-alerts';
import type { MissingLine } from '../order-data/missing-items';
import { DoorFactsBlock } from './door-facts';
import { MissingItemSheet } from './missing-item-sheet';
import { MissingButton, MissingLinesList, packableLines } from './packing-missing';
import { MissingNote, WaitingForResident } from './missing-state';
import { usePackingTicks } from './use-packing-ticks';

const packingOrderKey = (orderId: number) => ['admin', 'pedidos', 'alistamiento', orderId] as const;

/** `/admin/entregas?alistar=12`: that order's packing list. */
export const packingUrl = (orderId: number) => `/admin/entregas?alistar=${orderId}`;

/**
 * "Lista de alistamiento" (issue 24): everything to put in one order's bag, packages expanded
 * into their products (package quantity × component quantity, as ordered), with boxes the packer
 * ticks (kept in this browser), printable and shareable on WhatsApp.
 */
export function PackingListScreen({ orderId }: { orderId: number }) {
  const key = packingOrderKey(orderId);
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderView>('GET', `/api/admin/pedidos/${orderId}`, undefined, { signal }),
  });
  // A missing product's answer, a time-out or another device's mark (issue 44) changes the
  // lines and the money to collect: the list reads the order again on its events.
  const client = useQueryClient();
  const { subscribe } = useAdminAlerts();
  useEffect(
    () =>
      subscribe((event) => {
        if (event.pedido_id === orderId)
          void client.invalidateQueries({ queryKey: packingOrderKey(orderId) });
      }),
    [subscribe, client, orderId],
  );
  // Opened from a card far down the board, the page kept the board's scroll (only the query
  // changed) and the title sat under the sticky header (issue 41): a new list starts at its top.
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [orderId, navigation]);
  return (
    <section aria-labelledby="admin-section-title" className="max-w-2xl">
      <Link
        to="/admin/entregas"
        className="inline-flex min-h-11 items-center gap-1 font-medium text-emerald-800 underline print:hidden dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a entregas
      </Link>
      <h2 id="admin-section-title" className="mt-1 text-2xl font-bold">
        Lista de alistamiento
      </h2>
      {order.isPending ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">Cargando pedido…</p>
      ) : order.isError ? (
        <p role="alert" className="mt-3 text-red-800 dark:text-red-300">
          {errorText(order.error, 'No pudimos cargar el pedido.')}
        </p>
      ) : (
        <PackingChecklist order={order.data} onChanged={(next) => client.setQueryData(key, next)} />
      )}
    </section>
  );
}

function PackingChecklist({
  order,
  onChanged,
}: {
  order: AdminOrderView;
  onChanged(order: AdminOrderView): void;
}) {
  const { ticked, loaded, toggle } = usePackingTicks(order.id);
  const [missing, setMissing] = useState<MissingLine | null>(null);
  const gifts = giftGroup(order.obsequios);
  const { lines, byKey } = packableLines(order);
  const groups = gifts ? [...packingList(lines), gifts] : packingList(lines);
  const keys = packingKeys(groups);
  const done = keys.filter((k) => ticked.has(k)).length;
  const ready = allPacked(groups, ticked);
  const facts = doorFacts(order);
  const share = whatsappShareUrl(packingText(order, groups, doorFactsText(facts)));
  return (
    <>
      <p className="mt-1 text-gray-800 dark:text-gray-200">
        <span className="font-semibold">Pedido {order.codigo}</span> · Torre {order.torre_entrega} ·
        Piso {order.piso_entrega} · Apto {order.apartamento_entrega}
      </p>
      <WaitingForResident order={order} />
      <DoorFactsBlock facts={facts} />
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" size="small" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </Button>
        <a
          className={buttonClasses('secondary', 'small')}
          href={share}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Compartir por WhatsApp
        </a>
      </div>
      <p aria-live="polite" className="mt-3">
        {ready ? (
          <span className="inline-flex items-center gap-2 rounded-xl bg-emerald-100 px-3 py-2 text-lg font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
            <CheckCircle2 aria-hidden="true" className="size-6" />
            Todo listo
          </span>
        ) : (
          <span className="text-sm text-gray-700 dark:text-gray-300">
            {loaded ? packedCountLabel(done, keys.length) : PACKING_MESSAGES.loadingTicks}
          </span>
        )}
      </p>
      {groups.map((group) => {
        const title = packingGroupTitle(group);
        const note = group.paquete ? CONTENTS_ORIGIN_NOTES[group.paquete.origen] : null;
        return (
          <fieldset
            key={group.items[0]?.key ?? title}
            className={`mt-4 rounded-2xl border p-3 print:break-inside-avoid ${
              group === gifts
                ? 'border-violet-300 bg-violet-50 dark:border-violet-700 dark:bg-violet-950'
                : 'border-gray-200 dark:border-gray-700'
            }`}
          >
            <legend className="inline-flex items-center gap-1.5 px-1 font-semibold">
              {group === gifts && <Gift aria-hidden="true" className="size-4" />}
              {title}
            </legend>
            {note && <p className="text-xs text-gray-700 italic dark:text-gray-300">{note}</p>}
            <ul>
              {group.items.map((item) => (
                <li key={item.key} className="flex items-center gap-2">
                  <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 py-1">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-emerald-700"
                      checked={ticked.has(item.key)}
                      // Until the shared ticks arrive (a reload), a box would only look unticked.
                      disabled={!loaded}
                      onChange={(e) => toggle(item.key, e.currentTarget.checked)}
                    />
                    <span
                      className={
                        ticked.has(item.key) ? 'text-gray-600 line-through dark:text-gray-400' : ''
                      }
                    >
                      <span className="font-semibold">{item.cantidad} ×</span> {item.nombre}
                      {byKey.get(item.key) && (
                        <MissingNote line={byKey.get(item.key)!} order={order} />
                      )}
                    </span>
                  </label>
                  <MissingButton
                    order={order}
                    line={byKey.get(item.key)}
                    onClick={(line) => setMissing(line)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <MissingLinesList order={order} />
      <MissingItemSheet
        order={order}
        line={missing}
        onOpenChange={(open) => !open && setMissing(null)}
        onDone={(next) => {
          setMissing(null);
          onChanged(next);
        }}
      />
    </>
  );
}
