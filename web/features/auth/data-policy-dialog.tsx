import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactElement } from 'react';
import { BUSINESS, serviceHoursLabel } from '../../../domain/business';
import { Button } from '../../ui/button';
import { useShopSettings } from '../../app/shop-settings';
import { operatorName, type ShopSettings } from '../../../domain/settings';

const { legal, privacyDesk } = BUSINESS;

// The shop's name, its operator and its e-mail are settings (issues 26 and 41); the desk's hours
// and the policy are legal facts.
const sections = (settings: ShopSettings): { title: string; text: string }[] => [
  {
    title: 'Responsable',
    text: `${operatorName(settings)}, operadora de ${settings.tienda.nombre} en ${BUSINESS.city}, trata tus datos personales conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.${settings.contacto.correo ? ` Contacto: ${settings.contacto.correo}.` : ''}`,
  },
  {
    title: 'Datos que tratamos',
    text: 'Nombre completo, cédula, correo electrónico, teléfono de contacto y, si lo das, un teléfono alternativo; torre, piso, apartamento e instrucciones de entrega; tu historial de pedidos, los medios de pago usados, las fechas y horas de entrega y tus preferencias de productos; y datos técnicos como la dirección IP y el navegador.',
  },
  {
    title: 'Para qué los usamos',
    text: 'Crear y administrar tu cuenta; recibir, preparar, cobrar y entregar tus pedidos y contactarte sobre ellos; gestionar tus puntos, códigos promocionales y canjes; atender tus solicitudes; prevenir fraudes y proteger tu cuenta; y cumplir obligaciones legales y contables. No vendemos tus datos: solo compartimos lo necesario con la pasarela de pagos y nuestros proveedores de tecnología, bajo confidencialidad.',
  },
  {
    title: 'Comunicaciones comerciales',
    text: 'Enviarte ofertas y promociones es una finalidad opcional: solo lo hacemos si marcas la segunda casilla. No marcarla no afecta tus compras y puedes retirar esa autorización cuando quieras.',
  },
  {
    title: 'Tus derechos',
    text: 'Puedes conocer, actualizar y rectificar tus datos; pedir prueba de esta autorización; saber cómo los usamos; revocar la autorización y pedir que los suprimamos cuando no exista un deber legal de conservarlos; acceder a ellos gratis; y presentar quejas ante la Superintendencia de Industria y Comercio.',
  },
  {
    title: 'Cómo ejercerlos',
    text: `Escríbenos a ${settings.contacto.correo || 'la tienda (página de Contacto)'}. Atendemos ${privacyDesk.days.toLowerCase()}, de ${serviceHoursLabel(privacyDesk)}, y respondemos en máximo ${privacyDesk.responseBusinessDays} días hábiles.`,
  },
  {
    title: 'Conservación y seguridad',
    text: `Guardamos el historial de pedidos ${legal.retention.ordersYears} años y los datos técnicos máximo ${legal.retention.technicalYears}; una cuenta sin uso por ${legal.retention.inactiveAccountYears} años se elimina. Protegemos tus datos con conexiones cifradas, acceso restringido y sesiones que vencen.`,
  },
  {
    title: 'Tu compromiso',
    text: 'Declaras que la información que entregas es veraz y que el teléfono es válido para confirmar tus entregas. Debes ser mayor de 18 años o contar con la autorización de tus padres o representante legal.',
  },
];

/** The data-processing policy opened from the registration consent (customer spec §2). */
export function DataPolicyDialog({ trigger }: { trigger: ReactElement }) {
  const settings = useShopSettings();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-5 py-4 dark:border-gray-700">
            <div>
              <Dialog.Title className="text-lg font-bold">
                Política de tratamiento de datos personales
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                Última actualización: {legal.dataPolicyUpdated}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto px-5 py-4 text-sm leading-relaxed">
            {sections(settings).map((section) => (
              <section key={section.title}>
                <h3 className="font-bold">{section.title}</h3>
                <p className="mt-1 text-gray-700 dark:text-gray-300">{section.text}</p>
              </section>
            ))}
            <p>
              Lee la versión completa en nuestra{' '}
              <a
                href="/privacidad"
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-emerald-800 underline dark:text-emerald-300"
              >
                Política de Privacidad (se abre en otra pestaña)
              </a>
              .
            </p>
          </div>
          <div className="border-t border-gray-200 px-5 py-3 dark:border-gray-700">
            <Dialog.Close asChild>
              <Button className="w-full">Entendido</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
