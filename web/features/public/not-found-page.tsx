import { Link } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { buttonClasses } from '../../ui/button';
import { PublicLayout } from '../../ui/public-layout';
import { useDocumentTitle } from '../../ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFound.title);
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p
          className="text-6xl font-black text-emerald-800 dark:text-emerald-300"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">{MESSAGES.notFound.title}</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          La dirección que buscas no existe o cambió de lugar. Revisa el enlace o regresa a la
          página principal.
        </p>
        <Link to="/" className={`${buttonClasses('primary', 'large')} mt-8`}>
          {MESSAGES.notFound.back}
        </Link>
      </section>
    </PublicLayout>
  );
}
