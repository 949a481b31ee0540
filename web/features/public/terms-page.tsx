import { Link } from 'react-router';
import { BUSINESS } from '../../../domain/business';
import { ServiceHoursText } from '../../app/published-hours';
import { useShopSettings } from '../../app/shop-settings';
import { CANJE_TTL_HOURS, EARNING, formatMultiplier } from '../../../domain/points';
import { operatorName, type ShopSettings } from '../../../domain/settings';
import { Money } from '../../ui/money';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InfoPage } from './info-page';
import { LegalDocument, ShopContactLinks, type LegalSection } from './legal-document';

const { shipping, legal } = BUSINESS;
// Multipliers are kept in tenths (12 = ×1,2).
const multiplier = (tenths: number) => formatMultiplier(tenths / 10);
const refundDays = `${legal.refundBusinessDays.min} a ${legal.refundBusinessDays.max} días hábiles`;

// The figures come from the shop's settings, the ones it enforces (DESIGN §5, issue 26); the
// operator (issue 41) too; the refund days and the law from BUSINESS.
const sections = (settings: ShopSettings): LegalSection[] => {
  const { tienda, entrega, envio, minimos, puntos } = settings;
  return [

  {
    title: 'Aceptación y objeto',
    body: (
      <>
        <p>
          Estos Términos y Condiciones regulan el uso de la tienda en línea {tienda.nombre},
          operada por {operatorName(settings)}, con domicilio en {BUSINESS.city},{' '}
          {BUSINESS.country}, y la compra de productos de mercado con entrega a domicilio dentro del{' '}
          {tienda.conjunto}.
        </p>
        <p>
          Al registrarte o hacer un pedido aceptas estos términos y nuestra{' '}
          <Link
            to="/privacidad"
            className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
          >
            Política de Privacidad
          </Link>
          . Si no estás de acuerdo con ellos, te pedimos no usar la tienda.
        </p>
      </>
    ),
  },
  {
    title: 'Registro y cuenta',
    body: (
      <>
        <p>
          Pueden registrarse los residentes del {tienda.conjunto} y las personas autorizadas
          para recibir pedidos en alguno de sus apartamentos. Debes ser mayor de 18 años o contar
          con la autorización de tus padres o de tu representante legal.
        </p>
        <p>
          Para registrarte debes suministrar información veraz, completa y actualizada: nombre
          completo, número de cédula, correo electrónico válido, teléfono de contacto, torre, piso y
          apartamento. El teléfono debe ser válido, porque lo usamos para confirmar las entregas.
        </p>
        <p>
          Eres responsable de la confidencialidad de los datos con los que ingresas y de los pedidos
          que se hagan desde tu cuenta. Si sospechas de un uso no autorizado, avísanos de inmediato.
        </p>
      </>
    ),
  },
  {
    title: 'Productos, precios e impuestos',
    body: (
      <>
        <p>
          Los precios se expresan en pesos colombianos e incluyen el IVA cuando aplica. Pueden
          cambiar sin previo aviso; el precio que pagas es el que aparece en tu carrito al confirmar
          el pedido.
        </p>
        <p>
          Las imágenes de los productos son ilustrativas. Todos los pedidos están sujetos a la
          disponibilidad de inventario: si un producto se agota antes de confirmar tu compra, la
          tienda te lo informará.
        </p>
      </>
    ),
  },
  {
    title: 'Pedidos y pedido mínimo',
    body: (
      <>
        <p>
          El valor mínimo de un pedido, sin contar el costo de envío, depende del medio de pago:
        </p>
        <ul>
          <li>
            Pago en efectivo contra entrega: <Money value={minimos.efectivo} />.
          </li>
          <li>
            Pago en línea (tarjeta, PSE, Nequi o DaviPlata): <Money value={minimos.digital} />.
          </li>
        </ul>
        <p>
          El pedido queda confirmado cuando la tienda te muestra su número. En los pagos en línea,
          el pedido se crea cuando la pasarela de pagos aprueba la transacción.
        </p>
      </>
    ),
  },
  {
    title: 'Horario y tiempo de entrega',
    body: (
      <>
        <p>
          Atendemos <ServiceHoursText part="frase" />, hora de Colombia. Fuera de este horario la
          tienda no recibe pedidos ni pagos.
        </p>
        <p>
          Entregamos en la puerta de tu apartamento, en cualquiera de las {tienda.torres}{' '}
          torres del {tienda.conjunto}, en máximo {entrega.promesa_minutos} minutos desde la confirmación del
          pedido. Situaciones ajenas a nuestro control (cortes de energía, daños en los ascensores,
          restricciones de la administración del conjunto u otros casos de fuerza mayor) pueden
          demorar una entrega; en ese caso te avisaremos.
        </p>
        <p>
          Alguien debe recibir el pedido en la dirección indicada. Si no es posible entregarlo, nos
          comunicaremos contigo al teléfono registrado.
        </p>
      </>
    ),
  },
  {
    title: 'Costo de envío',
    body: (
      <ul>
        <li>
          Pedidos pagados en efectivo: <Money value={envio.tarifa_efectivo} /> cuando el subtotal es
          menor a <Money value={envio.gratis_desde} />; envío gratis desde{' '}
          <Money value={envio.gratis_desde} />.
        </li>
        <li>
          Pedidos pagados en línea:{' '}
          {shipping.digitalFee === 0 ? (
            'envío gratis.'
          ) : (
            <>
              <Money value={shipping.digitalFee} /> por pedido.
            </>
          )}
        </li>
      </ul>
    ),
  },
  {
    title: 'Medios de pago',
    body: (
      <>
        <p>Puedes pagar con:</p>
        <ul>
          <li>efectivo contra entrega;</li>
          <li>tarjeta débito o crédito, a través de nuestra pasarela de pagos;</li>
          <li>PSE, con débito desde tu cuenta bancaria;</li>
          <li>Nequi y DaviPlata;</li>
          <li>otros medios digitales que habilitemos y anunciemos en la tienda.</li>
        </ul>
        <p>
          Los datos de tu tarjeta los recibe directamente la pasarela de pagos: {tienda.nombre} no
          los conoce ni los guarda. Un pago en línea solo se considera hecho cuando la pasarela lo
          aprueba.
        </p>
      </>
    ),
  },
  {
    title: 'Cancelaciones, devoluciones y reembolsos',
    body: (
      <>
        <p>Tienes derecho al reembolso total del valor pagado cuando:</p>
        <ul>
          <li>un producto llega dañado, vencido o en mal estado, o</li>
          <li>cancelas el pedido antes de que empecemos a prepararlo.</li>
        </ul>
        <p>
          Por su naturaleza, los productos perecederos (lácteos, panadería, carnes, frutas y
          verduras, entre otros) no admiten devolución, salvo que presenten un defecto de calidad.
          Revisa tu pedido al recibirlo e infórmanos cualquier problema lo antes posible.
        </p>
        <p>
          Los reembolsos se procesan en un plazo de {refundDays}, por el mismo medio con el que
          pagaste. El tiempo en que el dinero se ve reflejado depende de tu banco o billetera.
        </p>
      </>
    ),
  },
  {
    title: 'Códigos promocionales',
    body: (
      <>
        <p>
          Los códigos promocionales (incluidas las tarjetas «raspa y gana») son de un solo uso: una
          vez aplicados a un pedido no pueden volver a usarse, por ti ni por nadie más. Solo se
          puede aplicar un código por pedido.
        </p>
        <p>
          El descuento se calcula sobre los productos que no tienen otra oferta activa. Los códigos
          de bienvenida solo aplican a la primera compra. Ningún código es canjeable por dinero. Si
          un pedido se cancela, su código vuelve a quedar disponible.
        </p>
      </>
    ),
  },
  {
    title: 'Programa de puntos',
    body: (
      <>
        <p>
          Los pedidos con subtotal desde <Money value={EARNING.minimumSubtotal} /> suman 1 punto por
          cada <Money value={puntos.pesos_por_punto} /> de subtotal, multiplicado según tu nivel, que
          depende de los puntos acumulados en total: BRONCE ({multiplier(10)}), PLATA desde{' '}
          {puntos.plata_desde} puntos ({multiplier(puntos.multiplicador_plata)}) y ORO desde {puntos.oro_desde}{' '}
          puntos ({multiplier(puntos.multiplicador_oro)}).
          Los pedidos desde <Money value={EARNING.bigOrderSubtotal} /> suman {EARNING.bigOrderBonus}{' '}
          puntos extra; el nivel PLATA suma {EARNING.levelBonus.PLATA.bonus} más desde{' '}
          <Money value={EARNING.levelBonus.PLATA.from} /> y el nivel ORO{' '}
          {EARNING.levelBonus.ORO.bonus} más desde <Money value={EARNING.levelBonus.ORO.from} />.
        </p>
        <p>
          Los puntos se acreditan cuando el pedido se entrega; un pedido cancelado no suma puntos, y
          un pedido en el que se canjean puntos tampoco suma puntos nuevos.
        </p>
        {/* The rewards live in the database and the owner changes them in "Canjes": this text
            points to them rather than quoting a table that could disagree. */}
        <p>
          Puedes canjear tus puntos por los descuentos que la tienda tenga activos; en «Tus canjes»
          ves cada opción con los puntos que cuesta y el valor que descuenta.
        </p>
        <p>
          Si cancelas un canje, si se cancela el pedido al que lo aplicaste o si no lo usas en{' '}
          {CANJE_TTL_HOURS} horas, te devolvemos los puntos. Los puntos son personales, no se pueden
          transferir y no tienen valor en dinero.
        </p>
      </>
    ),
  },
  {
    title: 'Responsabilidad',
    body: (
      <>
        <p>
          {tienda.nombre} responde por la calidad e idoneidad de los productos que vende, en los
          términos del Estatuto del Consumidor (Ley 1480 de 2011). No respondemos por demoras o
          fallas causadas por información incorrecta suministrada por el usuario, por la ausencia de
          quien debía recibir el pedido ni por hechos de fuerza mayor o caso fortuito.
        </p>
        <p>
          Trabajamos para que la tienda esté disponible durante el horario de servicio, pero puede
          haber interrupciones por mantenimiento o fallas técnicas ajenas a nosotros.
        </p>
      </>
    ),
  },
  {
    title: 'Ley aplicable, cambios y contacto',
    body: (
      <>
        <p>
          Estos términos se rigen por las leyes de la República de {BUSINESS.country}. Cualquier
          controversia se resolverá ante las autoridades competentes de {BUSINESS.city}, sin
          perjuicio de tu derecho a acudir a la Superintendencia de Industria y Comercio.
        </p>
        <p>
          Podemos actualizar estos términos; la versión vigente es la publicada en esta página, con
          su fecha de actualización.
        </p>
        <p>
          ¿Preguntas? Escríbenos a <ShopContactLinks settings={settings} />.
        </p>
      </>
    ),
  },
  ];
};

export function TermsPage() {
  useDocumentTitle('Términos y condiciones');
  const settings = useShopSettings();
  return (
    <InfoPage title="Términos y Condiciones">
      <LegalDocument sections={sections(settings)} updated={legal.termsUpdated} />
    </InfoPage>
  );
}
