import { formatDateTimeBogota } from '../../../domain/dates';
import { formatCOP } from '../../../domain/money';
import { Money } from '../../ui/money';
import { CASE_STATE_LABELS } from '../../../domain/support/cases';
import { useShopSettings } from '../../app/shop-settings';
import type { AdminCaseView, SupportCaseView } from '../../../domain/support/views';

const STATE_TONE = {
  abierto: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  respondido: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  cerrado: 'bg-gray-200 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
} as const;

export function CaseStateBadge({ estado }: { estado: SupportCaseView['estado'] }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[estado]}`}>
      {CASE_STATE_LABELS[estado]}
    </span>
  );
}

/**
 * A case as a conversation: what it is about, every message (the resident's as "Tú" or by name
 * for the shop; the shop's as "SuperConjunto") and what it gave back.
 */
export function CaseThread({
  caso,
  viewer,
  header = true,
}: {
  caso: SupportCaseView | AdminCaseView;
  viewer: 'residente' | 'tienda';
  /** False where the case's code, reason and state already head the card (issue 41). */
  header?: boolean;
}) {
  const { reembolso, puntos } = caso.resolucion;
  const shopName = useShopSettings().tienda.nombre;
  const residentName = viewer === 'residente' ? 'Tú' : 'residente' in caso ? caso.residente.nombre : 'Residente';
  return (
    <div className="space-y-2 break-words">
      {header && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            {caso.codigo} · {caso.motivo_texto}
          </span>
          <CaseStateBadge estado={caso.estado} />
        </div>
      )}
      {'residente' in caso ? (
        <CaseLinesWithPrices caso={caso} />
      ) : caso.lineas.length > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Productos: {caso.lineas.map((l) => `${l.nombre} × ${l.cantidad}`).join(', ')}
        </p>
      )}
      <ol className="space-y-2" aria-label={`Mensajes del caso ${caso.codigo}`}>
        {caso.mensajes.map((m) => {
          const shop = m.autor === 'tienda';
          const who = shop
            ? `${shopName}${'admin' in m && m.admin ? ` (${m.admin})` : ''}`
            : residentName;
          return (
            <li
              key={m.id}
              className={`rounded-xl p-2 text-sm ${shop ? 'ml-4 bg-emerald-50 dark:bg-emerald-950' : 'mr-4 bg-gray-100 dark:bg-gray-800'}`}
            >
              <p className="text-xs font-semibold text-gray-700 dark:text-gray-300">
                {who} · {formatDateTimeBogota(new Date(m.fecha))}
              </p>
              <p className="whitespace-pre-line">{m.texto}</p>
            </li>
          );
        })}
      </ol>
      {(puntos > 0 || reembolso) && (
        <p className="rounded-xl bg-amber-50 p-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {puntos > 0 && `${puntos} puntos abonados. `}
          {reembolso &&
            `Reembolso de ${formatCOP(reembolso.monto)} (referencia ${reembolso.referencia}).`}
        </p>
      )}
    </div>
  );
}

/** The admin's case: each concerned line as sold (unit price × quantity) and the order's total. */
function CaseLinesWithPrices({ caso }: { caso: AdminCaseView }) {
  return (
    <div className="text-sm text-gray-800 dark:text-gray-200">
      {caso.lineas.length > 0 && (
        <ul aria-label={`Productos del caso ${caso.codigo}`} className="space-y-0.5">
          {caso.lineas.map((l) => (
            <li key={l.id}>
              {l.nombre} × {l.cantidad} · <Money value={l.precio_unitario} /> c/u ·{' '}
              <Money value={l.precio_unitario * l.cantidad} />
            </li>
          ))}
        </ul>
      )}
      <p>
        Total del pedido {caso.pedido.codigo}: <Money value={caso.pedido.total} className="font-semibold" />
      </p>
    </div>
  );
}
