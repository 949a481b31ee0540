import { Clock, Mail, MapPin, MessageCircle } from 'lucide-react';
import { BUSINESS } from '../../../domain/business';
import { towerNumbers, whatsappDisplay, whatsappLink } from '../../../domain/settings';
import { ServiceHoursText } from '../../app/published-hours';
import { useShopSettings } from '../../app/shop-settings';
import { buttonClasses } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InfoPage } from './info-page';

const cardClass =
  'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900';
const headingClass = 'flex items-center gap-2 text-lg font-bold text-gray-900 dark:text-white';
const iconClass = 'size-5 shrink-0 text-emerald-800 dark:text-emerald-300';
const textClass = 'mt-2 text-gray-700 dark:text-gray-300';

export function ContactPage() {
  useDocumentTitle('Contacto');
  const settings = useShopSettings();
  const { tienda, contacto, entrega } = settings;
  const towers = towerNumbers(settings);
  // Only the shop's own channels (issue 41): one its owner has not written is left out.
  const chat = whatsappLink(settings);
  return (
    <InfoPage
      title="Contacto"
      lead="¿Una pregunta sobre tu pedido, un producto que no encuentras o una sugerencia? Escríbenos: respondemos rápido."
    >
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {chat && (
          <section aria-labelledby="contacto-whatsapp" className={cardClass}>
            <h2 id="contacto-whatsapp" className={headingClass}>
              <MessageCircle aria-hidden="true" className={iconClass} />
              WhatsApp
            </h2>
            <p className={textClass}>
              La forma más rápida de hablar con nosotros durante el horario de servicio:{' '}
              <span className="font-semibold whitespace-nowrap text-gray-900 dark:text-white">
                {whatsappDisplay(contacto.whatsapp)}
              </span>
            </p>
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClasses('primary')} mt-4 w-full sm:w-auto`}
            >
              Abrir chat de WhatsApp
            </a>
          </section>
        )}

        {contacto.correo && (
          <section aria-labelledby="contacto-correo" className={cardClass}>
            <h2 id="contacto-correo" className={headingClass}>
              <Mail aria-hidden="true" className={iconClass} />
              Correo electrónico
            </h2>
            <p className={textClass}>
              Para consultas con más detalle, reembolsos, temas de tu cuenta y tus datos
              personales.
            </p>
            <a
              href={`mailto:${contacto.correo}`}
              className={`${buttonClasses('secondary')} mt-4 w-full break-all sm:w-auto`}
            >
              {contacto.correo}
            </a>
          </section>
        )}

        <section aria-labelledby="contacto-zona" className={cardClass}>
          <h2 id="contacto-zona" className={headingClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            Zona de servicio
          </h2>
          <p className={textClass}>
            Entregamos únicamente dentro del {tienda.conjunto}, en {BUSINESS.city}: llevamos tu
            pedido hasta la puerta de tu apartamento en cualquiera de sus {towers.length} torres.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Torres atendidas">
            {towers.map((tower) => (
              <li
                key={tower}
                className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
              >
                Torre {tower}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contacto-horario" className={cardClass}>
          <h2 id="contacto-horario" className={headingClass}>
            <Clock aria-hidden="true" className={iconClass} />
            Horario
          </h2>
          <p className={textClass}>
            <span className="font-semibold text-gray-900 dark:text-white">
              <ServiceHoursText part="dias" />
            </span>
            <br />
            <ServiceHoursText part="horas" />
          </p>
          <p className={textClass}>
            Los pedidos se reciben y se entregan dentro de este horario, en máximo{' '}
            {entrega.promesa_minutos} minutos.
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
