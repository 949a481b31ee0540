import { ExternalLink } from 'lucide-react';
import type { PaymentConfig } from './payments-api';

export interface Acceptance {
  terminos: boolean;
  datosPersonales: boolean;
}

export const NOTHING_ACCEPTED: Acceptance = { terminos: false, datosPersonales: false };

export function isFullyAccepted(a: Acceptance): boolean {
  return a.terminos && a.datosPersonales;
}

/**
 * The gateway's two documents of this checkout (wompi-notes §2.2), each a required checkbox with
 * its link; their tokens travel with the payment only when both are ticked.
 */
export function AcceptanceCheckboxes({
  aceptacion,
  value,
  onChange,
}: {
  aceptacion: PaymentConfig['aceptacion'];
  value: Acceptance;
  onChange(value: Acceptance): void;
}) {
  const items = [
    {
      key: 'terminos' as const,
      label: 'Acepto los términos y condiciones de Wompi',
      link: 'Leer los términos y condiciones',
      href: aceptacion.terminos.permalink,
    },
    {
      key: 'datosPersonales' as const,
      label: 'Autorizo el tratamiento de mis datos personales',
      link: 'Leer la autorización de datos personales',
      href: aceptacion.datos_personales.permalink,
    },
  ];
  return (
    <fieldset className="space-y-3 rounded-xl bg-gray-100 p-3 text-sm dark:bg-gray-800">
      <legend className="sr-only">Documentos de la pasarela de pagos</legend>
      {items.map((item) => {
        const id = `aceptacion-${item.key}`;
        return (
          <div key={item.key} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              required
              aria-required="true"
              checked={value[item.key]}
              onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-emerald-700"
            />
            <div>
              <label htmlFor={id} className="font-medium">
                {item.label}
              </label>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-0.5 flex items-center gap-1 font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                {item.link}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(se abre en una pestaña nueva)</span>
              </a>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
