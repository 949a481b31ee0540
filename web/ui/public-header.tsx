import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useShopSettings } from '../app/shop-settings';
import { DarkModeToggle } from './dark-mode-toggle';
import { Logo } from './logo';

export const PUBLIC_NAV = [
  { to: '/inicio', label: 'Inicio' },
  { to: '/app', label: 'Tienda' },
  { to: '/quienes-somos', label: 'Quiénes somos' },
  { to: '/contacto', label: 'Contacto' },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return `rounded-lg px-3 py-2 font-semibold transition-colors ${
    isActive
      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;
}

/** Sticky header with the brand, the main links, the dark-mode toggle and a mobile menu. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const shopName = useShopSettings().tienda.nombre;
  const [menuPath, setMenuPath] = useState(pathname);

  // Close the menu when the page changes (a link inside it was followed).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      {/* Wraps rather than scrolling sideways (200 % text, WCAG 1.4.10): the controls go under. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
        <Link to="/inicio" aria-label={`${shopName}, página de inicio`} className="rounded-lg">
          <Logo size="small" />
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <DarkModeToggle />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 md:hidden dark:text-gray-100 dark:hover:bg-gray-800"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Menú móvil"
        hidden={!open}
        className="border-t border-gray-200 px-4 pt-2 pb-4 md:hidden dark:border-gray-800"
      >
        <ul className="flex flex-col gap-1">
          {PUBLIC_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={(state) => `block ${navClass(state)}`}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
