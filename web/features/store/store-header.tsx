import type { ReactNode } from 'react';
import { LogOut, MapPin, ReceiptText, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { isStaff } from '../../../domain/permissions';
import { roleOf, useSession, type SessionUser } from '../../app/session';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';

const ICON_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-gray-700 transition-colors hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
const HEADER_LINK =
  'inline-flex min-h-11 items-center gap-1 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300';

/** 'Torre 1 · Piso 5 · Apto 502', or null when the profile lacks part of it. */
export function deliveryAddress(user: SessionUser): string | null {
  const { torre, piso, apartamento } = user;
  if (!torre || !piso || !apartamento) return null;
  return `Torre ${torre} · Piso ${piso} · Apto ${apartamento}`;
}

/**
 * The store's sticky header (customer spec §2): brand, delivery address or greeting, dark mode,
 * the admin link for administrators, the order history and logout. `actions` (cart button,
 * points badge) render before the logout button.
 */
export function StoreHeader({
  actions,
  ordersNews = 0,
}: {
  actions?: ReactNode;
  /** Unread answers of the shop to the resident's support cases (issue 40): a badge on "Mis pedidos". */
  ordersNews?: number;
}) {
  const { user, logout } = useSession();
  if (!user) return null;
  const address = deliveryAddress(user);
  return (
    // Sticky while it is a strip; below 18rem of width (a phone at 200 % text: 12rem) it is
    // three or four rows, and scrolls away with the page instead of covering a third of it.
    <header className="sticky top-0 z-30 border-b @max-[18rem]:static border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      {/* Two rows that never overlap (320–430 px): the brand beside the cart and points; the
          address beside the account links, which move under it when both do not fit. At 200 %
          text every group wraps instead of pushing the page sideways (WCAG 1.4.10). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 pt-2">
        <div className="min-w-0 flex-1 basis-[10rem]">
          <Logo size="small" slogan compactMark />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">{actions}</div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 px-4 pb-1 text-sm">
        <p className="flex max-w-full min-w-0 items-center gap-1 font-medium text-gray-800 dark:text-gray-100">
          <MapPin
            aria-hidden="true"
            className="size-4 shrink-0 text-emerald-800 dark:text-emerald-300"
          />
          {address ? (
            <span className="truncate @max-[18rem]:whitespace-normal">
              <span className="sr-only">Entrega en </span>
              {address}
            </span>
          ) : (
            <span className="truncate @max-[18rem]:whitespace-normal">Hola, {user.nombre}</span>
          )}
        </p>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1">
          <nav aria-label="Tu cuenta" className="mr-1 flex flex-wrap items-center gap-x-3">
            {isStaff(roleOf(user)) && (
              <Link
                to="/admin"
                className={`${HEADER_LINK} min-w-11 justify-center`}
                title="Administrar"
              >
                <Settings aria-hidden="true" className="size-5 sm:size-4" />
                <span className="sr-only min-[400px]:not-sr-only">Administrar</span>
              </Link>
            )}
            <Link to="/historial" className={`${HEADER_LINK} relative`}>
              <ReceiptText aria-hidden="true" className="size-4" />
              Mis pedidos
              {ordersNews > 0 && (
                <span
                  data-testid="orders-news"
                  className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white no-underline dark:bg-red-400 dark:text-gray-950"
                >
                  {ordersNews}
                  <span className="sr-only">
                    {ordersNews === 1 ? ' respuesta nueva' : ' respuestas nuevas'} de la tienda
                  </span>
                </span>
              )}
            </Link>
            {/* Icon only on the narrowest phones, so the row never scrolls sideways at 320 px. */}
            <Link
              to="/mi-cuenta"
              className={`${HEADER_LINK} min-w-11 justify-center`}
              title="Mi cuenta"
            >
              <UserRound aria-hidden="true" className="size-5 sm:size-4" />
              <span className="sr-only min-[400px]:not-sr-only">Mi cuenta</span>
            </Link>
          </nav>
          <DarkModeToggle />
          <button type="button" onClick={logout} className={ICON_BUTTON} title="Cerrar sesión">
            <LogOut aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only sm:text-sm sm:font-semibold">
              Cerrar sesión
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
