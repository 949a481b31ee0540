import { z } from 'zod';
import { MESSAGES } from '../messages';
import { HANDOFF_MODES, RECIBE_MAX } from '../live-orders';
import { ORDER_HISTORY_MAX } from '../order-history';
import { ORDER_STATE_FILTERS, parseOrderCode } from '../orders';
import { scheduledDeliveryField } from './scheduling';
import {
  canjeCodeField,
  cartLines,
  missingPreferenceField,
  nonEmptyCart,
  promoCodeField,
  splitPackageItems,
} from './cart';
import {
  apartmentField,
  blankToUndefined,
  clientAmount,
  floorField,
  intInRange,
  optionalField,
  optionalText,
  phoneField,
  towerField,
} from './common';

const C = MESSAGES.cashOrder;

/** Delivery fields of an order; each optional because it falls back to the profile (resolveDelivery). */
export const deliveryFields = {
  torre_entrega: optionalField(towerField(C.towerInvalid)),
  piso_entrega: optionalField(floorField(C.floorInvalid)),
  apartamento_entrega: optionalField(apartmentField(MESSAGES.delivery.apartmentRequired)),
  instrucciones_entrega: optionalText(500),
  telefono_contacto: optionalField(phoneField(MESSAGES.auth.phoneInvalid)),
  /** Handoff (DESIGN §8); absent means the resident's remembered default. */
  entrega_modo: handoffModeField(),
  recibe: optionalText(RECIBE_MAX),
};

function handoffModeField() {
  return optionalField(z.enum(HANDOFF_MODES, { error: MESSAGES.liveOrders.handoffInvalid }));
}

/** POST /orders: the cash order as the browser sends it (customer spec §3). Totals are only compared. */
export const CashOrderSchema = z.preprocess(
  splitPackageItems,
  z
    .object({
      cliente_email: optionalText(254),
      ...deliveryFields,
      notas_entrega: optionalText(500),
      ...cartLines,
      total: clientAmount,
      subtotal: clientAmount,
      descuento_monto: clientAmount,
      descuento_porcentaje: clientAmount,
      costo_envio: clientAmount,
      metodo_pago: optionalText(30),
      estado_pago: optionalText(30),
      transaccion_id: optionalText(100),
      referencia_pago: optionalText(100),
      codigo_promocional: promoCodeField,
      codigo_canje: canjeCodeField,
      entrega_programada: scheduledDeliveryField,
      faltantes_preferencia: missingPreferenceField,
    })
    .superRefine(nonEmptyCart),
);
export type CashOrder = z.infer<typeof CashOrderSchema>;

/** The delivery modal: tower, floor and apartment required with the modal's own messages. */
export const DeliveryDataSchema = z.object({
  torre_entrega: towerField(C.towerInvalid, MESSAGES.delivery.towerRequired),
  piso_entrega: floorField(C.floorInvalid, MESSAGES.delivery.floorRequired),
  apartamento_entrega: apartmentField(MESSAGES.delivery.apartmentRequired),
  instrucciones_entrega: optionalText(500),
  telefono_contacto: optionalField(phoneField(MESSAGES.auth.phoneInvalid)),
  entrega_modo: deliveryFields.entrega_modo,
  recibe: deliveryFields.recibe,
  nombre: optionalText(100),
  email: optionalText(254),
});
export type DeliveryData = z.infer<typeof DeliveryDataSchema>;

/** ?estado= filter of an order list (customer history and admin board). */
export const OrderListQuerySchema = z.object({
  estado: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATE_FILTERS, { error: MESSAGES.server.validation }).default('todos'),
  ),
  torre: optionalField(towerField(MESSAGES.auth.towerInvalid)),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** GET /chat/pedido/{orderNumber}: 'SUP-001', 'SUP-1' or plain digits → the order id. */
export const OrderNumberParamSchema = z.object({
  orderNumber: z.string({ error: MESSAGES.orders.notFound }).transform((s, ctx) => {
    const id = parseOrderCode(s);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.orders.notFound });
      return z.NEVER;
    }
    return id;
  }),
});
export type OrderNumberParam = z.infer<typeof OrderNumberParamSchema>;

/** GET /orders: without `limite` every order (the spec's call); with it, the newest ones and the rest summed. */
export const OrderHistoryQuerySchema = z.object({
  limite: optionalField(intInRange(1, ORDER_HISTORY_MAX, MESSAGES.orders.historyLimitInvalid)),
});
