import { Banknote, DoorOpen, MessageSquareText, Phone } from 'lucide-react';
import { ROUNDING_PREFIX, type DoorFacts } from '../../../domain/delivery-facts';
import { Money } from '../../ui/money';

/**
 * The packing list's delivery facts (issue 41): who receives and their phone, the handoff, the
 * resident's note and the money to collect with its rounding in words. Printed as shown.
 */
export function DoorFactsBlock({ facts }: { facts: DoorFacts }) {
  const { dinero } = facts;
  return (
    <div
      aria-label="Datos de la entrega"
      role="group"
      className="mt-3 space-y-1.5 rounded-2xl border border-gray-200 p-3 dark:border-gray-700 print:break-inside-avoid"
    >
      <p className="flex flex-wrap items-center gap-x-2 break-words">
        <span className="font-semibold">{facts.nombre}</span>
        <a
          className="inline-flex min-h-9 items-center gap-1 font-medium text-emerald-800 underline dark:text-emerald-300 print:no-underline"
          href={`tel:${facts.telefono}`}
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="sr-only">Llamar al </span>
          {facts.telefono}
        </a>
      </p>
      <p className="flex items-start gap-1.5">
        <DoorOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">Entrega:</span> {facts.entrega}
        </span>
      </p>
      {facts.notas.map((nota) => (
        <p key={nota.etiqueta} className="flex items-start gap-1.5 break-words">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{nota.etiqueta}:</span> “{nota.texto}”
          </span>
        </p>
      ))}
      <div
        className={`rounded-xl p-2.5 ${
          dinero.cobrar
            ? 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
            : 'bg-gray-100 dark:bg-gray-800'
        }`}
      >
        <p className="flex items-center gap-1.5 text-lg font-bold">
          <Banknote aria-hidden="true" className="size-5 shrink-0" />
          <span>
            {dinero.etiqueta}
            {dinero.monto !== null && (
              <>
                : <Money value={dinero.monto} />
              </>
            )}
          </span>
        </p>
        {dinero.desde !== null && (
          <p className="text-sm">
            {ROUNDING_PREFIX} <Money value={dinero.desde} />
          </p>
        )}
      </div>
    </div>
  );
}
