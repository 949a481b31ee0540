import { parsePackageLineId } from '../../../domain/packages';
import { cardDigits, INSTALLMENTS, type PaymentMethod } from '../../../domain/payments';
import type { DeliveryData } from '../../../domain/schemas/orders';
import type { CartItem } from '../cart/cart-lines';
import { lineReplacement, missingBody, type MissingChoice } from '../checkout/missing-choice';
import { handoffBody } from '../checkout/order-body';
import type { CreatePaymentBody, OrderLineBody, PaymentConfig } from './payments-api';

/** The totals the cart showed for a digital payment (whole pesos). */
export interface PaymentTotals {
  subtotal: number;
  total: number;
  descuento_cupon: number;
  descuento_canje: number;
  costo_envio: number;
}

/** What the customer chose in the modal: the method and its own fields. */
export interface PaymentChoice {
  metodo: PaymentMethod;
  telefono?: string;
  cedula?: string;
  banco?: string;
  /** The card token (CARD only). */
  paymentSourceId?: string;
}

export interface PaymentBodyInput {
  cart: readonly CartItem[];
  totals: PaymentTotals;
  promoCode: string | null;
  canjeCode: string | null;
  delivery: DeliveryData;
  config: PaymentConfig;
  choice: PaymentChoice;
  /** Issue 45: the chosen slot's start (ISO), or null for "lo antes posible". */
  slotStart?: string | null;
  /** Issue 44: what to do if something is missing. */
  missing?: MissingChoice | null;
}

function packageIdOf(item: CartItem): number {
  return item.paquete_id ?? parsePackageLineId(String(item.id)) ?? 0;
}

function asLine(item: CartItem, id: number): OrderLineBody {
  return { id, nombre: item.nombre, precio: item.precio, cantidad: item.cantidad };
}

/** POST /api/crear-pago's body: the cart's lines, the total shown, delivery and the documents. */
export function buildPaymentBody(input: PaymentBodyInput): CreatePaymentBody {
  const { cart, delivery, choice } = input;
  const productos = cart
    .filter((i) => i.tipo !== 'paquete')
    .map((i) => {
      const id = typeof i.id === 'number' ? i.id : Number(i.id);
      return { ...asLine(i, id), ...lineReplacement(input.missing, id) };
    });
  const paquetes = cart.filter((i) => i.tipo === 'paquete').map((i) => asLine(i, packageIdOf(i)));
  const isCard = choice.metodo === 'CARD';
  return {
    metodoPago: choice.metodo,
    monto: input.totals.total,
    productos,
    paquetes,
    datosEntrega: {
      torre_entrega: delivery.torre_entrega,
      piso_entrega: delivery.piso_entrega,
      apartamento_entrega: delivery.apartamento_entrega,
      ...(delivery.instrucciones_entrega
        ? { instrucciones_entrega: delivery.instrucciones_entrega }
        : {}),
      ...(delivery.telefono_contacto ? { telefono_contacto: delivery.telefono_contacto } : {}),
      ...handoffBody(delivery),
    },
    ...(!isCard && choice.telefono ? { telefono: cardDigits(choice.telefono) } : {}),
    ...(!isCard && choice.cedula ? { cedula: choice.cedula.trim() } : {}),
    ...(choice.metodo === 'PSE' && choice.banco ? { banco: choice.banco } : {}),
    ...(isCard && choice.paymentSourceId ? { payment_source_id: choice.paymentSourceId } : {}),
    installments: INSTALLMENTS,
    ...(input.promoCode ? { codigo_promocional: input.promoCode } : {}),
    ...(input.canjeCode ? { codigo_canje: input.canjeCode } : {}),
    ...(input.slotStart ? { entrega_programada: { inicio: input.slotStart } } : {}),
    ...missingBody(input.missing),
    acceptance_token: input.config.aceptacion.terminos.acceptance_token,
    accept_personal_auth: input.config.aceptacion.datos_personales.acceptance_token,
  };
}
