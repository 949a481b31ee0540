/**
 * Web Push of order changes (issue 24, decision 0012): which change tells whom, and in what
 * words. Pure: the server feeds it the published order event and sends what comes back.
 * - Administrators who opted in: a new order, and an order that turned late.
 * - The resident who placed the order (opted in): en camino, entregado, cancelado by the shop,
 *   refund done, and the shop's answer, credit, refund or closing of their support case
 *   (issue 40). A resident is not told of a cancellation they made themselves.
 */
import { formatCOP } from './money';
import { closeSentence, formatTimeBogota } from './dates';
import { orderCode } from './orders';
import { caseNoticeText, caseNoticeTitle, type CaseNotice } from './support/notices';
import { MISSING_MESSAGES } from './missing-items/messages';
import type { MissingEventFacts } from './missing-items/questions';

export type PushAudience = 'admins' | 'resident';

export interface PushMessage {
  audience: PushAudience;
  /** The resident's account (audience 'resident'). */
  userId?: number;
  title: string;
  body: string;
  /** Opened by a tap on the notification (web/public/sw-avisos.js). */
  url: string;
  /** Same tag, same notification: a later one replaces it instead of piling up. */
  tag: string;
}

/** What of a published order event the rules read (server/modules/orders/order-events.ts). */
export interface PushOrderEvent {
  evento: 'creado' | 'estado' | 'etapa' | 'caso' | 'programado' | 'franja' | 'faltante';
  pedido_id: number;
  user_id: number;
  estado: string;
  total: number;
  torre: number;
  etapa?: string;
  reembolso_estado?: string | null;
  /** True when the resident cancelled it themselves (they know already). */
  por_residente?: boolean;
  /** 'rechazado': the owner rejected a held order (issue 46), and the push says so. */
  aprobacion?: string | null;
  /** What the shop did on a support case of this order (evento 'caso'). */
  caso?: CaseNotice;
  /** A scheduled order's slot (issue 45). */
  entrega_programada?: { inicio: string; fin: string } | null;
  programado_activo?: boolean;
  /** evento 'faltante' (issue 44): a question opened tells the resident. */
  faltante?: MissingEventFacts;
}

export const adminOrderUrl = (id: number) => `/admin/entregas?pedido=${id}`;

/** The notice to an account whose sign-in others' failures hold (issue 46). */
export function accountLockedMessage(userId: number, at: Date): PushMessage {
  return {
    audience: 'resident',
    userId,
    title: PUSH_MESSAGES.lockedTitle,
    body: PUSH_MESSAGES.lockedBody,
    url: '/mi-cuenta',
    tag: `bloqueo-${Math.floor(at.getTime() / 900_000)}`,
  };
}

/** The notice to the administrators of a staff sign-in from a new device (issue 39). */
export function newStaffDeviceMessage(device: string, at: Date): PushMessage {
  return {
    audience: 'admins',
    title: PUSH_MESSAGES.newStaffDeviceTitle,
    body: PUSH_MESSAGES.newStaffDeviceBody(device),
    url: '/admin/usuarios',
    tag: `inicio-${at.getTime()}`,
  };
}
/** The resident's orders, opened on this one. */
export const residentOrderUrl = (id: number) => `/historial?pedido=${id}`;

export const PUSH_MESSAGES = {
  /** Someone else's failed sign-ins hold the account (issue 46): its owner hears it on their devices. */
  lockedTitle: 'Intentos de ingreso a tu cuenta',
  lockedBody:
    'Alguien intentó entrar a tu cuenta con datos equivocados y la pausamos 15 minutos en dispositivos nuevos. Desde tus dispositivos de siempre sigues entrando.',
  /** A staff sign-in from a device the account never used (issue 39): no name, only the device. */
  newStaffDeviceTitle: 'Inicio de sesión nuevo en el panel',
  newStaffDeviceBody: (device: string) =>
    `Alguien del equipo entró desde un dispositivo nuevo (${device}). Si no lo reconoces, revisa Usuarios.`,
  newOrderTitle: (id: number) => `Nuevo pedido ${orderCode(id)}`,
  newOrderBody: (torre: number, total: number) => `Torre ${torre} · ${formatCOP(total)}`,
  lateTitle: (id: number) => `Pedido ${orderCode(id)} atrasado`,
  lateBody: (torre: number, minutes: number) =>
    `Torre ${torre} · pasaron ${minutes} minutos desde que se hizo. Entrégalo cuanto antes.`,
  lateSlotBody: (torre: number, minutes: number) =>
    `Torre ${torre} · su franja programada terminó hace ${minutes} minutos. Entrégalo cuanto antes.`,
  onTheWayTitle: 'Tu pedido va en camino',
  onTheWayBody: (id: number) => `${orderCode(id)} salió hacia tu apartamento.`,
  /** A scheduled order going out names its slot (issue 45). */
  onTheWayInSlotBody: (id: number, range: string) =>
    closeSentence(`${orderCode(id)} salió hacia tu apartamento: llega en tu franja de ${range}`),
  deliveredTitle: 'Tu pedido fue entregado',
  deliveredBody: (id: number) => `${orderCode(id)} quedó entregado. ¡Gracias por tu compra!`,
  cancelledTitle: 'Tu pedido fue cancelado',
  cancelledBody: (id: number) => `La tienda canceló ${orderCode(id)}. Toca para ver el detalle.`,
  rejectedBody: (id: number) => `La tienda no pudo aceptar ${orderCode(id)}. Toca para ver el detalle.`,
  refundTitle: 'Reembolso realizado',
  refundBody: (id: number) => `Te devolvimos el dinero de ${orderCode(id)}.`,
} as const;

/** The pushes one order event calls for (none for most). */
export function pushMessagesFor(event: PushOrderEvent): PushMessage[] {
  const id = event.pedido_id;
  const resident = (title: string, body: string, kind: string): PushMessage[] => [
    {
      audience: 'resident',
      userId: event.user_id,
      title,
      body,
      url: residentOrderUrl(id),
      tag: `pedido-${id}-${kind}`,
    },
  ];
  // A scheduled order is news to the shop when its preparation starts (issue 45), not when it
  // is placed: at 23:10 for a 6:00 slot nobody should be woken.
  const waitsForItsSlot = event.entrega_programada && !event.programado_activo;
  if ((event.evento === 'creado' && !waitsForItsSlot) || event.evento === 'programado') {
    return [
      {
        audience: 'admins',
        title: PUSH_MESSAGES.newOrderTitle(id),
        body: PUSH_MESSAGES.newOrderBody(event.torre, event.total),
        url: adminOrderUrl(id),
        // The same tag as the panel's own notification (admin-alerts): one notice per order.
        tag: `pedido-${id}`,
      },
    ];
  }
  if (event.evento === 'caso') {
    if (!event.caso) return [];
    // One notice per case: a later change replaces the earlier one on the lock screen.
    return resident(
      caseNoticeTitle(event.caso),
      caseNoticeText(event.caso, id),
      `caso-${event.caso.caso_id}`,
    );
  }
  if (event.evento === 'creado' || event.evento === 'franja') return [];
  if (event.evento === 'faltante') {
    const f = event.faltante;
    if (!f || f.estado !== 'abierta') return [];
    return resident(
      MISSING_MESSAGES.pushTitle(orderCode(id)),
      MISSING_MESSAGES.pushBody(f.producto_nombre ?? 'un producto'),
      `faltante-${f.pregunta_id ?? f.linea_id}`,
    );
  }
  if (event.evento === 'etapa')
    return event.etapa === 'en_camino'
      ? resident(
          PUSH_MESSAGES.onTheWayTitle,
          event.entrega_programada
            ? PUSH_MESSAGES.onTheWayInSlotBody(id, slotRangeOf(event.entrega_programada))
            : PUSH_MESSAGES.onTheWayBody(id),
          'en-camino',
        )
      : [];
  if (event.estado === 'entregado')
    return resident(PUSH_MESSAGES.deliveredTitle, PUSH_MESSAGES.deliveredBody(id), 'entregado');
  if (event.estado === 'cancelado') {
    // The refund route publishes the cancelled order again, now with its refund done.
    if (event.reembolso_estado === 'realizado')
      return resident(PUSH_MESSAGES.refundTitle, PUSH_MESSAGES.refundBody(id), 'reembolso');
    if (event.por_residente) return [];
    const body = event.aprobacion === 'rechazado' ? PUSH_MESSAGES.rejectedBody : PUSH_MESSAGES.cancelledBody;
    return resident(PUSH_MESSAGES.cancelledTitle, body(id), 'cancelado');
  }
  return [];
}

/** The push to administrators when an order passes the delivery promise. */
export function latePushMessage(order: {
  id: number;
  torre: number;
  createdAt: Date;
  now: Date;
  /** A scheduled order's slot end (issue 45): late from it, not from creation. */
  slotEnd?: Date | null;
}): PushMessage {
  const since = order.slotEnd ?? order.createdAt;
  const minutes = Math.floor((order.now.getTime() - since.getTime()) / 60_000);
  return {
    audience: 'admins',
    title: PUSH_MESSAGES.lateTitle(order.id),
    body: order.slotEnd
      ? PUSH_MESSAGES.lateSlotBody(order.torre, minutes)
      : PUSH_MESSAGES.lateBody(order.torre, minutes),
    url: adminOrderUrl(order.id),
    tag: `pedido-${order.id}-atraso`,
  };
}

/** The JSON a push carries (read by the service worker's push handler). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export const pushPayloadOf = (m: PushMessage): PushPayload => ({
  title: m.title,
  body: m.body,
  url: m.url,
  tag: m.tag,
});

/** The switches' words (admin alert settings and "Mi cuenta"). */
export const PUSH_UI = {
  adminLabel: 'Avisos con el teléfono bloqueado',
  adminHelp:
    'Nuevos pedidos y pedidos atrasados llegan a este teléfono aunque la app esté cerrada.',
  residentLabel: 'Avisos de tus pedidos',
  residentHelp:
    'Te avisamos en este teléfono cuando tu pedido va en camino, se entrega, se cancela o te devolvemos el dinero, y cuando respondemos tus reportes, aunque la app esté cerrada.',
  on: 'Activados en este dispositivo',
  off: 'Desactivados en este dispositivo',
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  working: 'Un momento…',
  unsupported:
    'Este navegador no puede recibir avisos con la app cerrada. En iPhone, agrega la tienda a la pantalla de inicio y ábrela desde allí; en Android, usa Chrome.',
  denied:
    'Los avisos están bloqueados en este navegador. Para activarlos, toca el candado junto a la dirección, permite las notificaciones y recarga la página.',
  failed: 'No se pudieron cambiar los avisos. Revisa tu conexión e inténtalo de nuevo.',
  /**
   * Why switching the notices on failed (issue 41): the real cause, never "your connection"
   * unless the request did not reach the server. Chosen by `pushFailureOf` (web/app/web-push.ts).
   */
  failures: {
    denied: 'Tu navegador bloqueó las notificaciones: permítelas en la configuración del sitio.',
    dismissed:
      'No diste permiso para las notificaciones. Toca «Activar» otra vez y elige «Permitir».',
    unsupported:
      'Este navegador no puede recibir avisos con la app cerrada. En iPhone, agrega la tienda a la pantalla de inicio y ábrela desde allí; en Android, usa Chrome.',
    insecure:
      'Los avisos solo funcionan en una página segura (https). Abre la tienda con su dirección https.',
    noWorker:
      'El servicio de avisos de esta página no arrancó. Recarga la página e inténtalo de nuevo.',
    notConfigured: 'Los avisos con el teléfono bloqueado no están disponibles en este servidor.',
    pushService:
      'El servicio de notificaciones del navegador no respondió. Inténtalo de nuevo en un momento.',
    network: 'No se pudieron activar los avisos: no hay conexión con la tienda. Revisa tu conexión e inténtalo de nuevo.',
    unknown: 'No se pudieron activar los avisos. Recarga la página e inténtalo de nuevo.',
  },
} as const;

export type PushFailureCause = keyof typeof PUSH_UI.failures;

/** '6:00 a. m. – 6:30 a. m.' of a slot's ISO instants, in Bogotá. */
function slotRangeOf(slot: { inicio: string; fin: string }): string {
  return `${formatTimeBogota(new Date(slot.inicio))} – ${formatTimeBogota(new Date(slot.fin))}`;
}
