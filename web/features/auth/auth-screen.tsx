import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ShopSettings } from '../../../domain/settings';
import { useShopSettings } from '../../app/shop-settings';
import { DarkModeToggle } from '../../ui/dark-mode-toggle';
import { Logo } from '../../ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';
import { useDocumentTitle } from '../../ui/use-document-title';
import { passkeySlot } from '../account-security/passkey-button';
import { PasskeySignIn } from '../account-security/passkey-sign-in';
import { AccountDeletedNotice } from './account-deleted-notice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

const copyOf = (
  tienda: ShopSettings['tienda'],
): Record<
  Mode,
  { title: string; heading: string; intro: string; switchText: string; switchLabel: string }
> => ({
  login: {
    title: 'Iniciar sesión',
    heading: 'Inicia sesión',
    intro: 'Ingresa con el correo, la cédula y el teléfono con los que te registraste.',
    switchText: '¿Aún no tienes cuenta?',
    switchLabel: 'Crear cuenta',
  },
  register: {
    title: 'Crear cuenta',
    heading: 'Crea tu cuenta',
    intro: `Para residentes del ${tienda.conjunto}. Te llevamos el mercado a tu apartamento.`,
    switchText: '¿Ya tienes cuenta?',
    switchLabel: 'Ya tengo cuenta',
  },
});

const publicLinks = (shopName: string) =>
  [
    { to: '/inicio', label: `Conoce ${shopName}` },
    { to: '/quienes-somos', label: 'Quiénes somos' },
    { to: '/contacto', label: 'Contacto' },
    { to: '/terminos', label: 'Términos y condiciones' },
    { to: '/privacidad', label: 'Política de privacidad' },
  ] as const;

/** The signed-out / and /app: login, switchable to registration without a route change. */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [inStep, setInStep] = useState(false);
  const { tienda } = useShopSettings();
  const copy = copyOf(tienda)[mode];
  useDocumentTitle(copy.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    // After switching forms, start the reader at the new heading.
    if (switched.current) headingRef.current?.focus();
  }, [mode]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 pt-4">
        <Link to="/inicio" className="rounded-lg" aria-label={`${tienda.nombre}: conoce la tienda`}>
          <Logo size="medium" slogan />
        </Link>
        <DarkModeToggle />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-24 focus:outline-none"
      >
        <AccountDeletedNotice />
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {copy.heading}
          </h1>
          {!inStep && <p className="mt-1 text-gray-700 dark:text-gray-300">{copy.intro}</p>}
          <div className="mt-5">
            {mode === 'login' ? (
              <>
                <LoginForm onStepChange={setInStep} passkey={passkeySlot} />
                {!inStep && <PasskeySignIn />}
              </>
            ) : (
              <RegisterForm />
            )}
          </div>
          <p hidden={inStep} className="mt-5 text-center text-gray-700 dark:text-gray-300">
            {copy.switchText}{' '}
            <button
              type="button"
              onClick={() => {
                switched.current = true;
                setMode(mode === 'login' ? 'register' : 'login');
              }}
              className="font-semibold text-emerald-800 underline dark:text-emerald-300"
            >
              {copy.switchLabel}
            </button>
          </p>
        </div>
        <nav aria-label={`Páginas de ${tienda.nombre}`} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
            {publicLinks(tienda.nombre).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-gray-700 underline hover:text-emerald-800 dark:text-gray-300 dark:hover:text-emerald-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
