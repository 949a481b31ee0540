import { z } from 'zod';
import type { GatewayTransaction, MerchantAcceptance, PseBank } from '../provider';

/**
 * The parts of Wompi's answers we read (wompi-notes §2.2, §2.6, §2.8). Objects are loose: the
 * gateway sends many more fields, and a new one must not break us.
 */
const AcceptanceSchema = z.object({
  acceptance_token: z.string().min(1),
  permalink: z.string().min(1),
});

export const MerchantAnswerSchema = z.object({
  data: z.object({
    presigned_acceptance: AcceptanceSchema,
    presigned_personal_data_auth: AcceptanceSchema,
  }),
});

const StatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR']);

const TransactionSchema = z.object({
  id: z.string().min(1),
  reference: z.string(),
  amount_in_cents: z.number().int(),
  currency: z.string(),
  status: StatusSchema,
  status_message: z.string().nullish(),
  payment_method_type: z.string(),
  payment_method: z
    .object({
      extra: z
        .object({
          async_payment_url: z.string().nullish(),
          url: z.string().nullish(),
          brand: z.string().nullish(),
          last_four: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

export const TransactionAnswerSchema = z.object({ data: TransactionSchema });

export const PseBanksAnswerSchema = z.object({
  data: z.array(
    z.object({
      financial_institution_code: z.union([z.string(), z.number()]).transform(String),
      financial_institution_name: z.string(),
    }),
  ),
});

export function toMerchantAcceptance(
  answer: z.infer<typeof MerchantAnswerSchema>,
): MerchantAcceptance {
  const { presigned_acceptance: terms, presigned_personal_data_auth: personalData } = answer.data;
  return {
    terms: { ...pick(terms), type: 'END_USER_POLICY' },
    personalData: { ...pick(personalData), type: 'PERSONAL_DATA_AUTH' },
  };
}

function pick(doc: z.infer<typeof AcceptanceSchema>) {
  return { acceptance_token: doc.acceptance_token, permalink: doc.permalink };
}

/** Where the customer must go to authorise: PSE's bank URL, DaviPlata's OTP screen. */
function customerUrl(tx: z.infer<typeof TransactionSchema>): string | null {
  const extra = tx.payment_method?.extra;
  if (tx.payment_method_type === 'PSE') return extra?.async_payment_url ?? null;
  if (tx.payment_method_type === 'DAVIPLATA') return extra?.url ?? null;
  return null;
}

export function toGatewayTransaction(
  answer: z.infer<typeof TransactionAnswerSchema>,
): GatewayTransaction {
  const tx = answer.data;
  return {
    id: tx.id,
    reference: tx.reference,
    amount_in_cents: tx.amount_in_cents,
    currency: tx.currency,
    status: tx.status,
    status_message: tx.status_message ?? null,
    payment_method_type: tx.payment_method_type,
    redirect_url_for_customer: customerUrl(tx),
    card: cardOf(tx),
  };
}

/** A card transaction's brand and last four digits, when the gateway names them. */
function cardOf(tx: z.infer<typeof TransactionSchema>): GatewayTransaction['card'] {
  const extra = tx.payment_method?.extra;
  if (tx.payment_method_type !== 'CARD' || !extra?.brand || !/^\d{4}$/.test(extra.last_four ?? ''))
    return null;
  return { brand: extra.brand, last_four: extra.last_four! };
}

export function toPseBanks(answer: z.infer<typeof PseBanksAnswerSchema>): PseBank[] {
  return answer.data.map((bank) => ({
    financial_institution_code: bank.financial_institution_code,
    financial_institution_name: bank.financial_institution_name,
  }));
}
