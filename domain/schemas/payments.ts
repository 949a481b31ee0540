import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PAYMENT_MESSAGES } from '../payment-messages';
import {
  CARD_HOLDER_MIN_LENGTH,
  cardDigits,
  cvvLength,
  detectCardBrand,
  luhnValid,
  normalizeCardHolder,
  PAYMENT_METHODS,
} from '../payments';
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
  clientAmount,
  intInRange,
  normalizeCedula,
  numericString,
  optionalField,
  optionalText,
  requiredText,
} from './common';
import { deliveryFields } from './orders';

const W = PAYMENT_MESSAGES.wallet;
const K = PAYMENT_MESSAGES.card;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** POST /api/crear-pago (payments spec §3); wallet/PSE fields are checked per method. */
export const CreatePaymentSchema = z.preprocess(
  splitPackageItems,
  z
    .object({
      metodoPago: z.preprocess(upper, z.enum(PAYMENT_METHODS, { error: W.methodRequired })),
      monto: clientAmount,
      ...cartLines,
      datosEntrega: optionalField(z.object(deliveryFields)),
      entrega_programada: scheduledDeliveryField,
      faltantes_preferencia: missingPreferenceField,
      telefono: optionalField(
        z.preprocess((v) => (typeof v === 'string' ? cardDigits(v) : v), z.string()),
      ),
      cedula: optionalField(z.preprocess(normalizeCedula, z.string().max(20))),
      banco: optionalText(40),
      payment_source_id: optionalText(200),
      installments: z
        .preprocess(numericString, z.literal(1, { error: MESSAGES.server.validation }).optional())
        .optional()
        .transform(() => 1 as const),
      codigo_promocional: promoCodeField,
      codigo_canje: canjeCodeField,
      // The gateway's two documents, accepted per checkout (wompi-notes §2.2).
      acceptance_token: requiredText(W.acceptanceRequired, 4000),
      accept_personal_auth: requiredText(W.acceptanceRequired, 4000),
    })
    .superRefine((body, ctx) => {
      nonEmptyCart(body, ctx);
      if (body.metodoPago === 'CARD') {
        if (!body.payment_source_id)
          ctx.addIssue({
            code: 'custom',
            message: W.cardTokenRequired,
            path: ['payment_source_id'],
          });
        return;
      }
      if ((body.telefono ?? '').length < 10)
        ctx.addIssue({ code: 'custom', message: W.phoneInvalid, path: ['telefono'] });
      if ((body.cedula ?? '').length < 6)
        ctx.addIssue({ code: 'custom', message: W.cedulaInvalid, path: ['cedula'] });
      if (body.metodoPago === 'PSE' && !body.banco)
        ctx.addIssue({ code: 'custom', message: W.bankRequired, path: ['banco'] });
    }),
);
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

/**
 * POST /api/tokenizar-tarjeta (sandbox): number, cvc, exp_month, exp_year, card_holder with the
 * card form's messages. Expiry against today needs the clock: the server also runs validateCardForm.
 */
export const TokenizeCardSchema = z
  .object({
    number: z.preprocess(
      (v) => (typeof v === 'string' || typeof v === 'number' ? cardDigits(String(v)) : v),
      z
        .string({ error: K.numberRequired })
        .min(1, { error: K.numberRequired })
        .min(13, { error: K.numberShort })
        .max(19, { error: K.numberInvalid })
        .refine(luhnValid, { error: K.numberInvalid }),
    ),
    cvc: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: K.cvvRequired })
        .trim()
        .min(1, { error: K.cvvRequired })
        .regex(/^\d+$/, { error: K.cvvLength(3) }),
    ),
    exp_month: intInRange(1, 12, K.monthInvalid, K.monthRequired).transform((m) =>
      String(m).padStart(2, '0'),
    ),
    exp_year: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: K.yearRequired })
        .min(1, { error: K.yearRequired })
        .regex(/^(\d{2}|20\d{2})$/, { error: K.expired })
        .transform((y) => y.slice(-2)),
    ),
    card_holder: z.preprocess(
      (v) => (typeof v === 'string' ? normalizeCardHolder(v) : v),
      z
        .string({ error: K.holderRequired })
        .min(1, { error: K.holderRequired })
        .min(CARD_HOLDER_MIN_LENGTH, { error: MESSAGES.forms.holderMin(CARD_HOLDER_MIN_LENGTH) })
        .max(60, { error: K.holderShort }),
    ),
  })
  .superRefine((card, ctx) => {
    const need = cvvLength(detectCardBrand(card.number));
    if (card.cvc.length !== need)
      ctx.addIssue({ code: 'custom', message: K.cvvLength(need), path: ['cvc'] });
  });
export type TokenizeCard = z.infer<typeof TokenizeCardSchema>;

/** GET /api/esperar-confirmacion/{transactionId} and /api/consultar-pago/{transactionId}. */
export const TransactionIdParamSchema = z.object({
  transactionId: requiredText(PAYMENT_MESSAGES.transactionNotFound, 100).regex(/^[\w.-]+$/, {
    error: PAYMENT_MESSAGES.transactionNotFound,
  }),
});
export type TransactionIdParam = z.infer<typeof TransactionIdParamSchema>;

/** POST /api/pagos/{referencia}/cancelar (issue 40): our own attempt reference. */
export const PaymentReferenceParamSchema = z.object({
  referencia: requiredText(PAYMENT_MESSAGES.transactionNotFound, 60).regex(/^SC-PAY-[\w-]+$/, {
    error: PAYMENT_MESSAGES.transactionNotFound,
  }),
});
