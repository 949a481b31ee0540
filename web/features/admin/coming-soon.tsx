import { Clock } from 'lucide-react';
import { useDocumentTitle } from '../../ui/use-document-title';

/** A section that the next admin update fills: says so plainly, with nothing to press. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(`${title} · Administración`);
  return (
    <section aria-labelledby="admin-section-title" className="py-4">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-4 flex items-start gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Esta sección llega con la próxima actualización del panel.
      </p>
    </section>
  );
}
