import { Link } from 'react-router';
import { BUSINESS } from '../../../domain/business';
import { ServiceHoursText } from '../../app/published-hours';
import { useShopSettings } from '../../app/shop-settings';
import { buttonClasses } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InfoPage, InfoSection } from './info-page';

const values = (minutes: number) => [
  {
    title: 'Cumplir lo que prometemos',
    text: `Si decimos ${minutes} minutos, trabajamos para que sean ${minutes} minutos o menos. Y si algo sale mal, te lo decimos y lo resolvemos.`,
  },
  {
    title: 'Cercanía',
    text: 'Somos vecinos atendiendo a vecinos. Te saludamos por tu nombre, recordamos tus indicaciones de entrega y respondemos por WhatsApp como respondería un amigo.',
  },
  {
    title: 'Precios honestos',
    text: 'Lo que ves en la tienda es lo que pagas. Los descuentos se aplican solos y las condiciones de cada promoción están escritas con claridad.',
  },
  {
    title: 'Cuidado con cada producto',
    text: 'Revisamos fechas de vencimiento, mantenemos la cadena de frío de lácteos y carnes, y empacamos para que nada llegue golpeado.',
  },
];

export function AboutPage() {
  useDocumentTitle('Quiénes somos');
  const { tienda, entrega } = useShopSettings();
  return (
    <InfoPage
      title="Quiénes somos"
      lead={`${tienda.nombre} es el supermercado a domicilio de los residentes del ${tienda.conjunto}, en ${BUSINESS.city}.`}
    >
      <InfoSection id="historia" title="Nuestra historia">
        <p>
          {tienda.nombre} nació de una pregunta que muchos vecinos nos hacíamos: ¿por qué bajar,
          sacar el carro o esperar una hora un domicilio para comprar la leche, el pan o el
          detergente que se acabó? En un conjunto de {tienda.torres} torres y{' '}
          {tienda.pisos_por_torre} pisos, el mercado del día a día debería estar a minutos, no a
          trancones de distancia.
        </p>
        <p>
          Por eso montamos una tienda pensada solo para el {tienda.conjunto}: un inventario cerca de
          las torres, un equipo que conoce cada portería y cada ascensor, y una tienda en línea
          sencilla para pedir desde el celular. Empezamos con lo básico del mercado y hoy ofrecemos
          lácteos, panadería, carnes, aseo, paquetes con ahorro y ofertas cada semana.
        </p>
      </InfoSection>

      <InfoSection id="mision" title="Nuestra misión">
        <p>
          Llevar el mercado de cada hogar del conjunto hasta la puerta de su apartamento en máximo{' '}
          {entrega.promesa_minutos} minutos, con productos de calidad, precios justos y un trato
          amable, para que nuestros vecinos tengan más tiempo para lo que de verdad importa.
        </p>
      </InfoSection>

      <InfoSection id="vision" title="Nuestra visión">
        <p>
          Ser la despensa de confianza de cada familia del conjunto: el lugar al que se acude
          primero porque siempre responde, siempre llega a tiempo y siempre cuida el bolsillo de la
          casa.
        </p>
      </InfoSection>

      <InfoSection id="valores" title="Nuestros valores">
        <ul className="grid gap-3 sm:grid-cols-2">
          {values(entrega.promesa_minutos).map((value) => (
            <li
              key={value.title}
              className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
            >
              <h3 className="font-bold text-gray-900 dark:text-white">{value.title}</h3>
              <p className="mt-1">{value.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="como-funciona" title="Cómo trabajamos">
        <p>
          Atendemos <ServiceHoursText part="oracion" /> Haces tu pedido en la tienda, lo pagas
          contra entrega en efectivo o en línea, y un miembro de nuestro equipo lo sube hasta tu
          apartamento. Cada compra suma puntos de fidelidad que luego cambias por descuentos.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to="/app" className={buttonClasses('primary')}>
            Ir a la tienda
          </Link>
          <Link to="/contacto" className={buttonClasses('secondary')}>
            Escríbenos
          </Link>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
