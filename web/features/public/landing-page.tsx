import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import {
  Beef,
  Building2,
  Clock,
  Croissant,
  Mail,
  MessageCircle,
  Milk,
  ShoppingBasket,
  SprayCan,
  Tag,
  Truck,
} from 'lucide-react';
import { BUSINESS } from '../../../domain/business';
import { whatsappDisplay, whatsappLink, type ShopSettings } from '../../../domain/settings';
import { usePageCategories } from '../../app/page-categories';
import { ServiceHoursText } from '../../app/published-hours';
import { useShopSettings } from '../../app/shop-settings';
import { buttonClasses } from '../../ui/button';
import { PublicLayout } from '../../ui/public-layout';
import { storeCategoryHref } from '../catalog/use-catalog-filter';
import { EmailAddress } from '../../ui/email-address';
import { useDocumentTitle } from '../../ui/use-document-title';
import { HeroIllustration } from './hero-illustration';

const benefits = ({
  tienda,
  entrega,
}: ShopSettings): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: Truck,
    title: 'Entrega rápida',
    text: `Tu pedido llega a tu puerta en máximo ${entrega.promesa_minutos} minutos: sin trancones, sin filas y sin salir del conjunto.`,
  },
  {
    icon: Building2,
    title: 'Especializados en las torres',
    text: `Conocemos las ${tienda.torres} torres y sus ${tienda.pisos_por_torre} pisos. Subimos el mercado hasta tu apartamento, no lo dejamos en la portería.`,
  },
  {
    icon: Tag,
    title: 'Mejores precios',
    text: 'Precios justos todos los días, ofertas de la semana, códigos promocionales y puntos que se convierten en descuentos.',
  },
];

// A category's picture from its name; the shop's own names (issue 41), so most get the basket.
const ICONS: [RegExp, LucideIcon][] = [
  [/l[aá]cte|leche|bebida/i, Milk],
  [/pan|arepa/i, Croissant],
  [/carne|pollo|res\b|cerdo/i, Beef],
  [/aseo|limpieza|hogar/i, SprayCan],
];
const iconFor = (name: string): LucideIcon =>
  ICONS.find(([re]) => re.test(name))?.[1] ?? ShoppingBasket;

const cardClass =
  'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900';
const iconClass =
  'inline-flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300';

export function LandingPage() {
  useDocumentTitle();
  const settings = useShopSettings();
  const { tienda, contacto, entrega } = settings;
  const minutes = entrega.promesa_minutos;
  const chat = whatsappLink(settings);
  const categories = usePageCategories();
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-10 pb-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-block rounded-2xl bg-white px-3 py-1 text-sm font-semibold text-emerald-800 shadow-sm dark:bg-gray-900 dark:text-emerald-300">
              Exclusivo para residentes del {tienda.conjunto}
            </p>
            <h1 className="mt-4 text-[min(var(--text-4xl),10vw)] leading-tight font-extrabold tracking-tight text-gray-900 md:text-5xl dark:text-white">
              Tu mercado en la puerta de tu apartamento en máximo {minutes} minutos
            </h1>
            <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
              El mercado del día a precios justos. Pides desde el celular, nosotros subimos el
              mercado y tú sigues con tu día.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/app" className={buttonClasses('primary', 'large')}>
                Ir a la tienda
              </Link>
              <Link to="/quienes-somos" className={buttonClasses('secondary', 'large')}>
                Conoce más
              </Link>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              Abierto <ServiceHoursText part="frase" />
            </p>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-60 md:max-w-md" />
        </div>
      </section>

      <section aria-labelledby="beneficios" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="beneficios" className="text-[min(var(--text-2xl),8vw)] font-bold md:text-3xl">
          ¿Por qué {tienda.nombre}?
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {benefits(settings).map(({ icon: Icon, title, text }) => (
            <li key={title} className={cardClass}>
              <span className={iconClass}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {categories && categories.length > 0 && (
        <section aria-labelledby="categorias" className="bg-gray-50 dark:bg-gray-900/60">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="categorias" className="text-[min(var(--text-2xl),8vw)] font-bold md:text-3xl">
              Lo que encuentras
            </h2>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Todo lo del mercado diario, a un par de toques.
            </p>
            <ul className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3 md:grid-cols-4">
              {categories.map((title) => {
                const Icon = iconFor(title);
                return (
                  <li key={title}>
                    <Link
                      to={storeCategoryHref(title)}
                      className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-4 transition-colors hover:border-emerald-700 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-400"
                    >
                      <span className={iconClass}>
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <h3 className="mt-3 font-bold break-words text-gray-900 dark:text-white">
                        {title}
                      </h3>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="horario-contacto" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="horario-contacto" className="text-[min(var(--text-2xl),8vw)] font-bold md:text-3xl">
          Horario y contacto
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className={cardClass}>
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden="true" className="size-5 text-emerald-800 dark:text-emerald-300" />
              Horario de servicio
            </h3>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              <ServiceHoursText part="frase" capitalize />
            </p>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Entregamos en las {tienda.torres} torres del {tienda.conjunto}, {BUSINESS.city}.
            </p>
          </div>
          {(chat || contacto.correo) && (
            <div className={cardClass}>
              <h3 className="text-lg font-bold">¿Tienes una pregunta?</h3>
              <ul className="mt-3 space-y-3">
                {chat && (
                  <li>
                    <a
                      href={chat}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
                    >
                      <MessageCircle aria-hidden="true" className="size-5" />
                      WhatsApp {whatsappDisplay(contacto.whatsapp)}
                    </a>
                  </li>
                )}
                {contacto.correo && (
                  <li>
                    <a
                      href={`mailto:${contacto.correo}`}
                      className="inline-flex items-center gap-2 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
                    >
                      <Mail aria-hidden="true" className="size-5" />
                      <EmailAddress address={contacto.correo} />
                    </a>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
