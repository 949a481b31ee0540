import type { ReactNode } from 'react';
import { PublicLayout } from '../../ui/public-layout';

/** The frame shared by the text pages (about, contact, legal): a title band and a readable column. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 md:text-4xl dark:text-white">
            {title}
          </h1>
          {lead && <div className="mt-3 text-lg text-gray-700 dark:text-gray-300">{lead}</div>}
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-16">{children}</div>
    </PublicLayout>
  );
}

/** A titled section of a text page. */
export function InfoSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-gray-900 md:text-2xl dark:text-white">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-gray-700 dark:text-gray-300">
        {children}
      </div>
    </section>
  );
}
