import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BUSINESS, serviceHoursLabel } from '../../../domain/business';
import { buttonClasses } from '../../ui/button';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { useDocumentTitle } from '../../ui/use-document-title';

const LINKS = [
  { to: '/inicio', label: 'Conoce SuperConjunto' },
  { to: '/quienes-somos', label: 'Quiénes somos' },
  { to: '/contacto', label: 'Contacto' },
  { to: '/terminos', label: 'Términos y condiciones' },
  { to: '/privacidad', label: 'Política de privacidad' },
] as const;

/** The shop's main screen (/ and /app). Sign-in and the catalogue mount here in their issues. */
export function StoreScreen() {
  useDocumentTitle('Tienda');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <Logo size="small" slogan />
          <DarkModeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold">Tienda {BUSINESS.brand}</h1>
        <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">
          Tu mercado del {BUSINESS.complexName}, en tu puerta en máximo {BUSINESS.deliveryPromiseMinutes}{' '}
          minutos. Atendemos {BUSINESS.hours.days.toLowerCase()}, de {serviceHoursLabel()}.
        </p>
        <nav aria-label="Páginas de SuperConjunto" className="mt-8">
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between px-4 py-4 font-semibold text-gray-900 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-gray-900"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-5 text-emerald-800 dark:text-emerald-300" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/historial" className={`${buttonClasses('secondary')} mt-8`}>
          Ver mis pedidos
        </Link>
      </main>
    </div>
  );
}
