import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  asServiceHours,
  DEFAULT_SERVICE_HOURS,
  publishedHours,
  type PublishedHours,
} from '../../../domain/service-hours';
import { noteServiceHours } from '../../app/published-hours';
import { requestShopSettings, useShopSettings } from '../../app/shop-settings';
import { useDocumentTitle } from '../../ui/use-document-title';
import { packagesQuery, productsQuery } from '../catalog/catalog-api';
import { serviceHoursQuery } from '../checkout/service-hours';
import { popupQuery } from '../popup/popup-api';
import { StoreBody } from './store-body';

/**
 * The store's public reads, asked for as soon as its code arrives, while the session check is
 * still out: the store then mounts with its catalogue, instead of firing every request in its
 * first commit and redrawing once per answer (the longest tasks of a phone's load).
 */
export function prefetchStoreData(client: QueryClient): void {
  void client.prefetchQuery(productsQuery);
  void client.prefetchQuery(packagesQuery);
  void client.prefetchQuery(serviceHoursQuery);
  // On a day the popup shows, its picture is the store's largest paint: asking for it only once
  // the store had drawn put the picture ~0.3 s behind (Lighthouse /app LCP 1.25 s, issue 42).
  void client.prefetchQuery(popupQuery);
}

const links = (shopName: string) =>
  [
    { to: '/inicio', label: `Conoce ${shopName}` },
    { to: '/quienes-somos', label: 'Quiénes somos' },
    { to: '/contacto', label: 'Contacto' },
    { to: '/terminos', label: 'Términos y condiciones' },
    { to: '/privacidad', label: 'Política de privacidad' },
  ] as const;

/** The signed-in shop (/ and /app); signed out, the session layout shows the login instead. */
export function StoreScreen() {
  useDocumentTitle('Tienda');
  const hours = useStoreHours();
  const { tienda, entrega } = useShopSettings();
  return (
    <StoreBody
      footer={
        <footer className="mt-12 border-t border-gray-200 pt-6 dark:border-gray-800">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Tu mercado del {tienda.conjunto}, en tu puerta en máximo {entrega.promesa_minutos}{' '}
            minutos. Atendemos {hours.oracion}
          </p>
          <nav aria-label={`Páginas de ${tienda.nombre}`} className="mt-4">
            <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
              {links(tienda.nombre).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center justify-between px-4 py-4 font-semibold text-gray-900 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-gray-900"
                  >
                    {link.label}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-5 text-emerald-800 dark:text-emerald-300"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      }
    />
  );
}

/** The hours from the store's own /api/horario read (the window its rule enforces). */
function useStoreHours(): PublishedHours {
  // The store's previews price with the server's settings (issue 26): ask for them here, once.
  useEffect(() => void requestShopSettings(), []);
  const ventana = useQuery(serviceHoursQuery).data?.ventana;
  useEffect(() => noteServiceHours(ventana), [ventana]);
  return publishedHours(asServiceHours(ventana) ?? DEFAULT_SERVICE_HOURS);
}
