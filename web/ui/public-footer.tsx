import { Link } from 'react-router';
import { BUSINESS } from '../../domain/business';
import { whatsappDisplay, whatsappLink } from '../../domain/settings';
import { ServiceHoursText } from '../app/published-hours';
import { useShopSettings } from '../app/shop-settings';
import { EmailAddress } from './email-address';
import { Logo } from './logo';

const LEGAL_LINKS = [
  { to: '/terminos', label: 'Términos y condiciones' },
  { to: '/privacidad', label: 'Política de privacidad' },
  { to: '/contacto', label: 'Contacto' },
] as const;

const linkClass =
  'rounded underline-offset-4 hover:underline text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white';

export function PublicFooter() {
  const settings = useShopSettings();
  const { tienda, contacto } = settings;
  // Only what the owner wrote (issue 41): a shop without a WhatsApp or e-mail shows neither.
  const chat = whatsappLink(settings);
  // pb-24 keeps the WhatsApp button clear of the links; -mb-18 lays the footer over the body's
  // own room for that button (styles.css), so the page still ends in the footer's colour.
  return (
    <footer className="-mb-18 border-t border-gray-200 bg-gray-50 pb-24 dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo size="small" slogan />
          <p className="max-w-sm text-gray-700 dark:text-gray-300">
            El mercado de los residentes del {tienda.conjunto}, en {BUSINESS.city}, entregado en tu
            apartamento.
          </p>
        </div>
        <div className="space-y-2">
          <p className="font-bold text-gray-900 dark:text-white">Horario</p>
          <p className="text-gray-700 dark:text-gray-300">
            <ServiceHoursText part="dias" />
            <br />
            <ServiceHoursText part="horas" />
          </p>
          {(chat || contacto.correo) && (
            <>
              <p className="pt-2 font-bold text-gray-900 dark:text-white">Contacto</p>
              <ul className="space-y-1">
                {chat && (
                  <li>
                    <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      WhatsApp {whatsappDisplay(contacto.whatsapp)}
                    </a>
                  </li>
                )}
                {contacto.correo && (
                  <li>
                    <a href={`mailto:${contacto.correo}`} className={linkClass}>
                      <EmailAddress address={contacto.correo} />
                    </a>
                  </li>
                )}
              </ul>
            </>
          )}
        </div>
        <nav aria-label="Información legal" className="space-y-2">
          <p className="font-bold text-gray-900 dark:text-white">Información</p>
          <ul className="space-y-1">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 text-xs text-gray-600 dark:text-gray-400">
        © {new Date().getFullYear()} {settings.legal.razon_social || tienda.nombre}
        {settings.legal.nit && ` · NIT ${settings.legal.nit}`} · {BUSINESS.city}, {BUSINESS.country}
      </p>
    </footer>
  );
}
