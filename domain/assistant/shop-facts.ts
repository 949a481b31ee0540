import { BUSINESS } from '../business';
import { formatCOP } from '../money';
import {
  formatMultiplier,
  levelTable,
  REDEMPTION_OPTIONS,
  EARNING,
  LEVELS,
  type RedemptionOption,
} from '../points';
import { whatsappDisplay, whatsappLink, type ShopSettings } from '../settings';
import { supportLink } from './texts';

/**
 * The assistant's answers about the shop's own facts, worded from the current settings (issue 26)
 * so it never says other figures than the pages and the rules. Wording as CHAT_TEXTS had it.
 */
export function shopFactTexts(s: ShopSettings) {
  const link = () => whatsappLink(s) ?? supportLink(null, s);
  const { correo, whatsapp } = s.contacto;
  const ways = [
    correo && `al correo ${correo}`,
    whatsapp && `por WhatsApp al ${whatsappDisplay(whatsapp)}: ${link()}`,
  ].filter(Boolean);
  return {
    promise: `Entregamos en tu apartamento en máximo ${s.entrega.promesa_minutos} minutos desde que haces el pedido.`,
    shipping:
      s.envio.tarifa_efectivo === 0
        ? 'El envío es gratis, pagues en efectivo o con pago digital.'
        : `Envío: en efectivo cuesta ${formatCOP(s.envio.tarifa_efectivo)} si el pedido es menor a ${formatCOP(s.envio.gratis_desde)} y es gratis desde ${formatCOP(s.envio.gratis_desde)}. Con pago digital el envío es gratis.`,
    minimums: `El pedido mínimo es de ${formatCOP(s.minimos.efectivo)} pagando en efectivo y de ${formatCOP(s.minimos.digital)} con pago digital.`,
    pointsProgram: (redemption: readonly RedemptionOption[] = REDEMPTION_OPTIONS) => {
      const table = levelTable(s.puntos);
      const levels = LEVELS.map(
        (l) => `${l} desde ${table[l].min} puntos (${formatMultiplier(table[l].multiplicador)})`,
      ).join(', ');
      const options = redemption.map((o) => `${o.puntos} = ${formatCOP(o.valor)}`).join(', ');
      return `Ganas 1 punto por cada ${formatCOP(s.puntos.pesos_por_punto)} en pedidos desde ${formatCOP(EARNING.minimumSubtotal)}, multiplicado por tu nivel: ${levels}. Los canjeas en el carrito: ${options}.`;
    },
    contact:
      ways.length > 0
        ? `Puedes escribirnos ${ways.join(' o ')}`
        : 'La tienda aún no ha publicado su WhatsApp ni su correo. Si tienes un problema con un pedido, repórtalo desde el detalle del pedido.',
    refunds: `Reembolso completo si un producto llega dañado o si cancelas antes de que preparemos el pedido. Los perecederos no tienen devolución salvo defectos. El reembolso tarda de ${BUSINESS.legal.refundBusinessDays.min} a ${BUSINESS.legal.refundBusinessDays.max} días hábiles. Para pedirlo escríbenos${whatsapp ? ' por WhatsApp' : ''}: ${link()}`,
    greeting: (nombre?: string) =>
      `¡Hola${nombre ? `, ${nombre}` : ''}! Soy el asistente de ${s.tienda.nombre}. Te ayudo con precios, productos, tus pedidos, horarios y puntos.`,
    outOfScope: `Eso no lo sé: solo te ayudo con la tienda de ${s.tienda.nombre} (productos, precios, tus pedidos, horarios, envío, pagos y puntos).`,
    towers: `Entregamos en las torres 1 a ${s.tienda.torres} del ${s.tienda.conjunto}, en tu apartamento o en portería, como elijas al pedir.`,
    handoff:
      'Al hacer el pedido eliges la entrega: te lo subimos al apartamento o lo dejamos en portería, y puedes decir quién lo recibe.',
    deliveryScope: `Solo entregamos en las torres 1 a ${s.tienda.torres} del ${s.tienda.conjunto}; no hacemos domicilios fuera del conjunto.`,
  };
}
