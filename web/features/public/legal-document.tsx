import type { ReactNode } from 'react';
import { whatsappDisplay, whatsappLink, type ShopSettings } from '../../../domain/settings';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Numbered legal sections with a table of contents; each section is an h2 '{n}. {title}'. */
export function LegalDocument({
  sections,
  updated,
}: {
  sections: LegalSection[];
  updated: string;
}) {
  return (
    <>
      <p className="mt-2 text-sm font-semibold text-gray-700 dark:text-gray-300">
        Última actualización: {updated}
      </p>
      <nav
        aria-label="Contenido del documento"
        className="mt-6 rounded-2xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-900"
      >
        <p className="font-bold text-gray-900 dark:text-white">Contenido</p>
        <ol className="mt-2 space-y-1 text-sm">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#seccion-${index + 1}`}
                className="text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`seccion-${index + 1}`} className="mt-8">
          <h2
            id={`seccion-${index + 1}`}
            className="scroll-mt-20 text-xl font-bold text-gray-900 md:text-2xl dark:text-white"
          >
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-gray-700 dark:text-gray-300 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
            {section.body}
          </div>
        </section>
      ))}
    </>
  );
}

/** A link inside running legal text: underlined, so it is not told apart by colour alone. */
export function TextLink({
  href,
  children,
  external = false,
}: {
  href: string;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/**
 * The shop's own channels as a phrase: "hola@tienda.co o WhatsApp al +57 …", each a link, only
 * those its owner wrote (issue 41); the contact page when there is none yet.
 */
export function ShopContactLinks({ settings }: { settings: ShopSettings }) {
  const { correo, whatsapp } = settings.contacto;
  const chat = whatsappLink(settings);
  if (!correo && !chat) return <TextLink href="/contacto">la página de Contacto</TextLink>;
  return (
    <>
      {correo && <TextLink href={`mailto:${correo}`}>{correo}</TextLink>}
      {correo && chat && ' o '}
      {chat && (
        <TextLink href={chat} external>
          WhatsApp al {whatsappDisplay(whatsapp)}
        </TextLink>
      )}
    </>
  );
}

/** The shop's e-mail as a link, for what must be written (data requests); else the contact page. */
export function ShopMailLink({ settings }: { settings: ShopSettings }) {
  const { correo } = settings.contacto;
  return correo ? (
    <TextLink href={`mailto:${correo}`}>{correo}</TextLink>
  ) : (
    <TextLink href="/contacto">la página de Contacto</TextLink>
  );
}
