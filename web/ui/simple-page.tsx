import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { useShopSettings } from '../app/shop-settings';
import { Logo } from './logo';

/** A plain page frame (logo, heading, text, actions) for screens outside the public layout. */
export function SimplePage({
  title,
  children,
  actions = [{ to: '/app', label: 'Volver a la tienda' }],
}: {
  title: string;
  children: ReactNode;
  actions?: { to: string; label: string }[];
}) {
  const shopName = useShopSettings().tienda.nombre;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 px-4 py-2 dark:border-gray-800">
        <Link
          to="/app"
          aria-label={`${shopName}, ir a la tienda`}
          className="inline-block rounded-lg"
        >
          <Logo size="small" />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="mt-4 space-y-3 text-gray-700 dark:text-gray-300">{children}</div>
        <div className="mt-8 flex flex-wrap gap-3">
          {actions.map((action, index) => (
            <Link
              key={action.to}
              to={action.to}
              className={buttonClasses(index === 0 ? 'primary' : 'secondary')}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </main>
    </div>
  );
}
