import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, processedPaymentEvents } from '../../db/schema';
import type { GatewayStatus } from '../../payments/provider';
import { RESIDENT_MONEY_MESSAGES } from '../../../domain/resident-money-messages';
import { createOrderInTransaction } from '../orders/create-order.service';
import { cartOf, deliveryOf, heldSlotOf, releasePaymentHolds, type PaymentRow } from './payment-holds';

/** The gateway's verdict on one of our payments, from whichever path saw it. */
export interface GatewayVerdict {
  reference: string;
  transactionId?: string | null;
  /** CANCELLED: the payer ended the attempt (issue 40); stored as ABANDONED with its message. */
  status: GatewayStatus | 'ABANDONED' | 'CANCELLED';
  amountInCents?: number | null;
  statusMessage?: string | null;
  /** A verified webhook event's key: recorded in the same transaction, a replay changes nothing. */
  eventKey?: string;
  provider?: string;
}

export interface Settlement {
  payment: PaymentRow | null;
  /** False when nothing changed (already final, a replay, still pending, unknown reference). */
  changed: boolean;
  duplicateEvent: boolean;
  /** The order an approval created now. */
  createdOrderId: number | null;
  /** Reserved stock went back (the catalogue cache must be invalidated). */
  stockReleased: boolean;
}

const FINAL = new Set(['APPROVED', 'DECLINED', 'ERROR', 'VOIDED', 'ABANDONED']);

/**
 * Applies a gateway verdict exactly once (DESIGN §5): the payment row is locked, so the webhook,
 * the long wait and the status check can race and only the first final verdict acts. APPROVED
 * becomes one order through the shared order service, with the prices, stock, code and canje the
 * payment held; DECLINED, ERROR, VOIDED and ABANDONED give the holds back.
 */
export async function settlePayment(
  database: Database,
  verdict: GatewayVerdict,
  deps: { now: Date; random: () => number },
): Promise<Settlement> {
  const none = {
    changed: false,
    duplicateEvent: false,
    createdOrderId: null,
    stockReleased: false,
  };
  return database.db.transaction(async (tx) => {
    if (verdict.eventKey) {
      const [fresh] = await tx
        .insert(processedPaymentEvents)
        .values({
          event_key: verdict.eventKey,
          provider: verdict.provider ?? 'unknown',
          reference: verdict.reference,
        })
        .onConflictDoNothing()
        .returning({ id: processedPaymentEvents.id });
      if (!fresh) return { payment: null, ...none, duplicateEvent: true };
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, verdict.reference))
      .for('update');
    if (!payment) return { payment: null, ...none };
    // The event checksum covers the transaction id, not the reference: both must agree.
    if (
      payment.provider_transaction_id &&
      verdict.transactionId &&
      payment.provider_transaction_id !== verdict.transactionId
    ) {
      return { payment, ...none };
    }
    const transactionId = payment.provider_transaction_id ?? verdict.transactionId ?? null;

    if (FINAL.has(payment.status)) {
      // A card voided after approval (its order was cancelled) is the one move after a final state.
      if (payment.status === 'APPROVED' && verdict.status === 'VOIDED') {
        const [voided] = await tx
          .update(payments)
          .set({ status: 'VOIDED', refund_due: false, updated_at: deps.now })
          .where(eq(payments.id, payment.id))
          .returning();
        return { payment: voided ?? payment, ...none, changed: true };
      }
      // The gateway approved after we gave up (abandoned, or its creation timed out and we
      // released it): the money is taken but the holds are gone, so it is owed back.
      if (
        (payment.status === 'ABANDONED' || payment.status === 'ERROR') &&
        verdict.status === 'APPROVED' &&
        !payment.refund_due
      ) {
        const [late] = await tx
          .update(payments)
          .set({
            refund_due: true,
            status_message:
              payment.status_message === RESIDENT_MONEY_MESSAGES.cancel.byPayer
                ? RESIDENT_MONEY_MESSAGES.cancel.lateApproval
                : 'Aprobado después de vencido: reembolso pendiente',
            updated_at: deps.now,
          })
          .where(eq(payments.id, payment.id))
          .returning();
        return { payment: late ?? payment, ...none, changed: true };
      }
      return { payment, ...none };
    }
    if (verdict.status === 'PENDING') {
      if (!payment.provider_transaction_id && transactionId) {
        await tx
          .update(payments)
          .set({ provider_transaction_id: transactionId })
          .where(eq(payments.id, payment.id));
      }
      return { payment, ...none };
    }

    const amountMatches =
      verdict.amountInCents == null || verdict.amountInCents === payment.amount * 100;
    if (verdict.status === 'APPROVED' && amountMatches) {
      const cart = cartOf(payment);
      const delivery = deliveryOf(payment);
      const { order } = await createOrderInTransaction(tx, {
        userId: payment.user_id,
        payment: {
          kind: 'digital',
          method: payment.method,
          paymentId: payment.id,
          reference: payment.reference,
          transactionId,
          estadoPago: 'APPROVED',
          priced: cart.held,
        },
        cart: cart.request,
        delivery: {
          torre_entrega: delivery.torre,
          piso_entrega: delivery.piso,
          apartamento_entrega: delivery.apartamento,
          instrucciones_entrega: delivery.instrucciones,
          telefono_contacto: delivery.telefono,
          notas_entrega: delivery.notas,
          // Snapshots taken before the handoff existed have none: the profile's default applies.
          entrega_modo: delivery.entregaModo,
          recibe: delivery.recibe,
        },
        codigoPromocional: payment.promo_code,
        codigoCanje: payment.canje_code,
        faltantesPreferencia: cart.faltantes_preferencia ?? null,
        now: deps.now,
        random: deps.random,
        // The slot's place was held by the payment since it was created (issue 45).
        slot: heldSlotOf(payment),
      });
      const [approved] = await tx
        .update(payments)
        .set({
          status: 'APPROVED',
          order_id: order.id,
          stock_reserved: false,
          provider_transaction_id: transactionId,
          status_message: verdict.statusMessage ?? null,
          updated_at: deps.now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: approved ?? payment, ...none, changed: true, createdOrderId: order.id };
    }

    // Declined, failed, voided, abandoned — or "approved" for another amount, which we never honour.
    const status =
      verdict.status === 'APPROVED'
        ? 'ERROR'
        : verdict.status === 'CANCELLED'
          ? 'ABANDONED'
          : verdict.status;
    const stockReleased = await releasePaymentHolds(tx, payment);
    const [ended] = await tx
      .update(payments)
      .set({
        status,
        provider_transaction_id: transactionId,
        status_message: amountMatches
          ? (verdict.statusMessage ?? null)
          : 'El monto aprobado no coincide con el del pedido',
        refund_due: !amountMatches,
        updated_at: deps.now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: ended ?? payment, ...none, changed: true, stockReleased };
  });
}
