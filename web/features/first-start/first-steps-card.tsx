import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { FirstStepKey } from '../../../domain/first-steps';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { onApiWrite } from '../../app/api-client';
import { firstStepsQuery } from './first-steps-api';

const STEPS: Record<FirstStepKey, { label: string; to: string }> = {
  contacto: { label: 'Escribe el WhatsApp, el correo, la razón social y el NIT', to: '/admin/ajustes' },
  ajustes: { label: 'Revisa el envío, los mínimos y las torres en Ajustes', to: '/admin/ajustes' },
  categorias: { label: 'Crea las categorías de tus productos', to: '/admin/inventario' },
  productos: { label: 'Agrega productos o importa un CSV', to: '/admin/inventario' },
  costos: { label: 'Pon el costo de compra de cada producto', to: '/admin/margenes' },
  pedido: { label: 'Haz un pedido de prueba en la tienda (no cuenta como venta)', to: '/' },
};

// While the card shows, it also reads again on this beat: a step done on another device (the
// test order placed from a phone) gets its tick without a reload.
const WHILE_SHOWN_MS = 15_000;

/**
 * "Primeros pasos" (issue 26): while the shop is new, the panel lists what is left to open it,
 * each step checked from the shop's data (GET /api/admin/primeros-pasos) and linked to where it
 * is done. A shop past them asks once per panel load and shows nothing.
 */
export function FirstStepsCard() {
  const { pathname } = useLocation();
  const view = useQuery({
    ...firstStepsQuery,
    refetchInterval: (query) => (query.state.data?.visible === true ? WHILE_SHOWN_MS : false),
    refetchOnWindowFocus: (query) => query.state.data?.visible === true,
  });
  const visible = view.data?.visible === true;
  const { refetch } = view;
  // Read again on each section change while it shows, and after every write this panel makes
  // (a product saved, Ajustes saved, a category made): the step just done gets its tick at once.
  useEffect(() => {
    if (visible) void refetch();
  }, [pathname, visible, refetch]);
  useEffect(() => {
    if (!visible) return;
    return onApiWrite(() => void refetch());
  }, [visible, refetch]);
  if (!view.data || !visible) return null;
  const { steps, done, pagos_prueba } = view.data;
  return (
    <section
      aria-labelledby="primeros-pasos-titulo"
      className="mb-4 rounded-2xl border border-emerald-700 bg-emerald-50 p-4 dark:border-emerald-400 dark:bg-emerald-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="primeros-pasos-titulo" className="text-lg font-bold">
          Primeros pasos
        </h2>
        <p className="text-sm font-semibold text-gray-800 dark:text-gray-200">
          {done} de {steps.length} listos
        </p>
      </div>
      <ol className="mt-2 space-y-1">
        {steps.map((step) => {
          const { label, to } = STEPS[step.key];
          const Icon = step.done ? CheckCircle2 : Circle;
          return (
            <li key={step.key}>
              <Link
                to={to}
                className="flex min-h-11 items-center gap-3 rounded-xl px-1 font-semibold text-emerald-900 underline-offset-2 hover:underline dark:text-emerald-200"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span>{label}</span>{' '}
                <span className="sr-only">{step.done ? '(hecho)' : '(pendiente)'}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      {pagos_prueba && (
        <p className="mt-2 text-sm text-gray-900 dark:text-gray-100">
          <strong>{PAYMENT_MODE_MESSAGES.sandboxNotice}.</strong>{' '}
          {PAYMENT_MODE_MESSAGES.sandboxHowToConnect}
        </p>
      )}
    </section>
  );
}
