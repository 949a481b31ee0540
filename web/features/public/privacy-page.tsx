import { BUSINESS, serviceHoursLabel } from '../../../domain/business';
import { operatorName, type ShopSettings } from '../../../domain/settings';
import { useShopSettings } from '../../app/shop-settings';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InfoPage } from './info-page';
import {
  LegalDocument,
  ShopContactLinks,
  ShopMailLink,
  TextLink,
  type LegalSection,
} from './legal-document';

const { legal, privacyDesk } = BUSINESS;
const { retention } = legal;
const deskHours = `${privacyDesk.days.toLowerCase()}, de ${serviceHoursLabel(privacyDesk)}`;
const responseDays = `${privacyDesk.responseBusinessDays} días hábiles`;
// The shop's name, contact and operator are settings (issues 26 and 41); its desk, legal facts.
const sections = (settings: ShopSettings): LegalSection[] => {
  const { tienda } = settings;
  const privacyMail = <ShopMailLink settings={settings} />;
  return [
    {
      title: 'Responsable del tratamiento',
      body: (
        <>
          <p>
            {operatorName(settings)}, con domicilio en {BUSINESS.city}, {BUSINESS.country},
            operadora de la tienda {tienda.nombre}, es la responsable del tratamiento de tus datos
            personales.
          </p>
          <p>
            Contacto para temas de datos personales: {privacyMail}. Atención general:{' '}
            <ShopContactLinks settings={settings} />.
          </p>
        </>
      ),
    },
    {
      title: 'Marco legal',
      body: (
        <p>
          Esta política cumple la Ley 1581 de 2012, por la cual se dictan disposiciones generales
          para la protección de datos personales, y el Decreto 1377 de 2013 que la reglamenta,
          además de las demás normas que las modifiquen o complementen. Tratamos tus datos con base
          en los principios de legalidad, finalidad, libertad, veracidad, transparencia, acceso y
          circulación restringida, seguridad y confidencialidad.
        </p>
      ),
    },
    {
      title: 'Datos que recolectamos',
      body: (
        <>
          <p>Al registrarte y usar la tienda recolectamos:</p>
          <ul>
            <li>nombre completo, número de cédula, correo electrónico y teléfono de contacto;</li>
            <li>teléfono alternativo, si decides darlo;</li>
            <li>torre, piso y apartamento, e instrucciones de entrega;</li>
            <li>fecha de nacimiento, cuando aplica;</li>
            <li>historial de pedidos, medios de pago utilizados y fechas y horas de entrega;</li>
            <li>preferencias de productos;</li>
            <li>dirección IP e información del navegador.</li>
          </ul>
          <p>
            No recibimos ni guardamos los números de tus tarjetas: los procesa directamente la
            pasarela de pagos.
          </p>
        </>
      ),
    },
    {
      title: 'Finalidades del tratamiento',
      body: (
        <>
          <p>Usamos tus datos para:</p>
          <ul>
            <li>crear y administrar tu cuenta;</li>
            <li>
              recibir, preparar, cobrar y entregar tus pedidos, y comunicarnos contigo sobre ellos;
            </li>
            <li>gestionar tus puntos de fidelidad, códigos promocionales y canjes;</li>
            <li>atender tus preguntas, quejas y solicitudes;</li>
            <li>prevenir fraudes y proteger la seguridad de la tienda y de tu cuenta;</li>
            <li>cumplir obligaciones legales, contables y tributarias;</li>
            <li>elaborar estadísticas internas para mejorar el servicio.</li>
          </ul>
          <p>
            Solo compartimos los datos estrictamente necesarios con la pasarela de pagos y con los
            proveedores que nos prestan servicios de tecnología, bajo acuerdos de confidencialidad.
            Nunca vendemos tus datos.
          </p>
        </>
      ),
    },
    {
      title: 'Finalidades comerciales y autorización expresa',
      body: (
        <p>
          Enviarte ofertas, promociones y novedades es una finalidad secundaria: solo lo hacemos si
          nos das tu autorización expresa, marcando la casilla de comunicaciones comerciales al
          registrarte. Es opcional, no afecta tus compras y puedes retirarla cuando quieras
          escribiendo a {privacyMail}.
        </p>
      ),
    },
    {
      title: 'Tus derechos',
      body: (
        <>
          <p>Como titular de los datos tienes derecho a:</p>
          <ul>
            <li>conocer, actualizar y rectificar tus datos personales;</li>
            <li>solicitar prueba de la autorización que nos diste;</li>
            <li>ser informado sobre el uso que damos a tus datos;</li>
            <li>
              revocar la autorización y solicitar la supresión de tus datos, cuando no exista un
              deber legal de conservarlos;
            </li>
            <li>acceder gratuitamente a tus datos personales;</li>
            <li>
              presentar quejas ante la Superintendencia de Industria y Comercio (SIC) por
              infracciones a la ley.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Cómo ejercer tus derechos',
      body: (
        <>
          <p>
            Si tienes cuenta, hazlo desde <TextLink href="/mi-cuenta">Mi cuenta</TextLink>: allí
            descargas tus datos, cambias tus autorizaciones, presentas solicitudes y ves su plazo, y
            puedes eliminar tu cuenta.
          </p>
          <p>
            También puedes escribirnos a {privacyMail} indicando tu nombre completo, tu número de
            cédula, lo que solicitas y un medio para responderte. Si actúas en nombre de otra
            persona, adjunta el documento que te autoriza.
          </p>
          <p>Nuestra área de atención de datos personales atiende {deskHours}</p>
        </>
      ),
    },
    {
      title: 'Plazos de respuesta',
      body: (
        <p>
          Respondemos tus consultas y reclamos en un plazo máximo de {responseDays}, contados a
          partir del día siguiente a su recibo. Si necesitamos más información para atenderlos, te
          la pediremos dentro de ese plazo. Antes de acudir a la Superintendencia de Industria y
          Comercio debes haber presentado tu reclamo ante nosotros.
        </p>
      ),
    },
    {
      title: 'Conservación de los datos',
      body: (
        <ul>
          <li>
            Historial de pedidos: {retention.ordersYears} años, por obligaciones contables y de
            garantía.
          </li>
          <li>Datos técnicos (dirección IP, navegador): máximo {retention.technicalYears} años.</li>
          <li>
            Cuentas inactivas: después de {retention.inactiveAccountYears} años sin uso eliminamos
            la cuenta y sus datos, salvo lo que la ley nos obligue a conservar.
          </li>
        </ul>
      ),
    },
    {
      title: 'Seguridad de la información',
      body: (
        <p>
          Protegemos tus datos con conexiones cifradas, acceso restringido al personal que los
          necesita, sesiones que vencen automáticamente y registros de acceso. Los pagos con tarjeta
          se procesan en la pasarela de pagos, que cumple los estándares de seguridad de la
          industria. Ningún sistema es infalible: si detectamos un incidente que afecte tus datos,
          te lo informaremos y lo reportaremos a la autoridad.
        </p>
      ),
    },
    {
      title: 'Cookies y almacenamiento local',
      body: (
        <>
          <p>
            No usamos cookies de publicidad ni de rastreo de terceros. Tu navegador guarda
            localmente, en tu dispositivo, lo necesario para que la tienda funcione:
          </p>
          <ul>
            <li>tu sesión y los datos básicos de tu cuenta;</li>
            <li>tu carrito de compras;</li>
            <li>tu preferencia de modo oscuro;</li>
            <li>los mensajes del asistente de chat y la fecha en que viste la última promoción.</li>
          </ul>
          <p>
            Al cerrar sesión eliminamos tu sesión del dispositivo. Puedes borrar todo desde la
            configuración de tu navegador.
          </p>
        </>
      ),
    },
    {
      title: 'Menores de edad',
      body: (
        <p>
          La tienda está dirigida a mayores de 18 años. Un menor de edad solo puede registrarse con
          la autorización de sus padres o de su representante legal, quienes ejercen sus derechos.
          Tratamos los datos de menores respetando sus derechos fundamentales y su interés superior.
        </p>
      ),
    },
    {
      title: 'Cambios a esta política',
      body: (
        <p>
          Podemos actualizar esta política. Publicaremos cualquier cambio en esta página con su
          fecha y, si el cambio es importante, te lo comunicaremos por correo electrónico antes de
          aplicarlo. Última actualización: {legal.privacyUpdated}.
        </p>
      ),
    },
  ];
};

export function PrivacyPage() {
  useDocumentTitle('Política de privacidad');
  const settings = useShopSettings();
  return (
    <InfoPage title="Política de Privacidad">
      <LegalDocument sections={sections(settings)} updated={legal.privacyUpdated} />
    </InfoPage>
  );
}
