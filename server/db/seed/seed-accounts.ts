import { levelFor, pointsEarned } from '../../../domain/points';
import { BUSINESS } from '../../../domain/business';
import type { Tx } from '../client';
import {
  authFactors,
  consents,
  orderLines,
  orders,
  payments,
  pointsLedger,
  redemptions,
  users,
} from '../schema';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_CUSTOMER, DEMO_HISTORY, type SeedHistoryOrder } from './accounts-data';
import { effectivePrice, productNamed } from './seed-catalog';
import { seedProductCode } from './products-data';

const DAY = 86_400_000;
const MINUTE = 60_000;
const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The two demo accounts, their consents, and the customer's delivered orders and points. */
export async function seedAccounts(
  tx: Tx,
  ids: Map<string, number>,
  now: Date,
  random: () => number,
): Promise<void> {
  const registered = new Date(now.getTime() - 45 * DAY);
  const [admin, customer] = await tx
    .insert(users)
    .values([
      { ...DEMO_ADMIN, created_at: registered, updated_at: registered },
      { ...DEMO_CUSTOMER, created_at: registered, updated_at: registered },
    ])
    .returning({ id: users.id });
  await tx.insert(authFactors).values({
    user_id: admin!.id,
    kind: 'totp',
    label: 'App de autenticación (demo)',
    totp_secret: DEMO_ADMIN_TOTP_SECRET,
    confirmed_at: registered,
    created_at: registered,
  });
  const version = BUSINESS.legal.privacyPolicyVersion;
  await tx.insert(consents).values([
    {
      user_id: admin!.id,
      kind: 'privacy',
      accepted: true,
      policy_version: version,
      accepted_at: registered,
      created_at: registered,
    },
    {
      user_id: admin!.id,
      kind: 'marketing',
      accepted: false,
      policy_version: version,
      accepted_at: registered,
      created_at: registered,
    },
    {
      user_id: customer!.id,
      kind: 'privacy',
      accepted: true,
      policy_version: version,
      accepted_at: registered,
      created_at: registered,
    },
    {
      user_id: customer!.id,
      kind: 'marketing',
      accepted: true,
      policy_version: version,
      accepted_at: registered,
      created_at: registered,
    },
  ]);

  let lifetime = 0;
  for (const entry of DEMO_HISTORY) {
    const placed = new Date(now.getTime() - entry.diasAtras * DAY - 3 * 60 * MINUTE);
    const orderId = await insertHistoryOrder(tx, customer!.id, entry, ids, placed, random);
    const subtotal = entry.lines.reduce(
      (s, [name, q]) => s + effectivePrice(productNamed(name)) * q,
      0,
    );
    const earned = pointsEarned({ subtotal, level: levelFor(lifetime), usedRedemption: Boolean(entry.canje) });
    if (earned > 0) {
      lifetime += earned;
      const at = new Date(placed.getTime() + 18 * MINUTE);
      await tx.insert(pointsLedger).values({
        user_id: customer!.id,
        kind: 'earned',
        puntos: earned,
        order_id: orderId,
        note: 'Pedido entregado',
        created_at: at,
      });
    }
  }
}

async function insertHistoryOrder(
  tx: Tx,
  userId: number,
  entry: SeedHistoryOrder,
  ids: Map<string, number>,
  placed: Date,
  random: () => number,
): Promise<number> {
  const lines = entry.lines.map(([name, cantidad]) => {
    const p = productNamed(name);
    return {
      tipo: 'producto' as const,
      product_id: ids.get(name)!,
      codigo: seedProductCode(p.index),
      nombre: p.nombre,
      cantidad,
      precio_unitario: effectivePrice(p),
      precio_original: p.precio,
      costo_unitario: p.costo,
      created_at: placed,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.precio_unitario * l.cantidad, 0);
  const cash = entry.metodo === 'EFECTIVO';
  const costoEnvio =
    cash && subtotal < BUSINESS.shipping.cashFreeFrom ? BUSINESS.shipping.cashFee : 0;
  const descuentoCanje = entry.canje?.valor ?? 0;
  const total = Math.max(0, subtotal - descuentoCanje) + costoEnvio;
  const reference = cash
    ? null
    : `SC-PAY-${placed.getTime().toString(36).toUpperCase()}-${randomCode(4, random)}`;
  const canjeCode = entry.canje ? `CANJE-${randomCode(6, random)}` : null;

  const [order] = await tx
    .insert(orders)
    .values({
      user_id: userId,
      estado: 'entregado',
      subtotal,
      descuento_monto: descuentoCanje,
      descuento_canje: descuentoCanje,
      costo_envio: costoEnvio,
      total,
      metodo_pago: entry.metodo,
      estado_pago: cash ? 'PENDIENTE_EFECTIVO' : 'APPROVED',
      payment_reference: reference,
      transaccion_id: reference ? `sbx-${randomCode(10, random).toLowerCase()}` : null,
      codigo_canje: canjeCode,
      torre_entrega: DEMO_CUSTOMER.torre,
      piso_entrega: DEMO_CUSTOMER.piso,
      apartamento_entrega: DEMO_CUSTOMER.apartamento,
      instrucciones_entrega: entry.instrucciones ?? null,
      telefono_contacto: DEMO_CUSTOMER.telefono,
      fecha_entrega: new Date(placed.getTime() + (12 + Math.floor(random() * 7)) * MINUTE),
      created_at: placed,
      updated_at: placed,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, order_id: orderId })));

  if (reference) {
    await tx.insert(payments).values({
      reference,
      user_id: userId,
      provider: 'sandbox',
      provider_transaction_id: `sbx-${orderId}-${randomCode(8, random).toLowerCase()}`,
      method: entry.metodo as Exclude<typeof entry.metodo, 'EFECTIVO'>,
      amount: total,
      status: 'APPROVED',
      cart: {
        productos: entry.lines.map(([nombre, cantidad]) => ({ nombre, cantidad })),
        paquetes: [],
      },
      delivery: {
        torre_entrega: DEMO_CUSTOMER.torre,
        piso_entrega: DEMO_CUSTOMER.piso,
        apartamento_entrega: DEMO_CUSTOMER.apartamento,
      },
      order_id: orderId,
      card_last4: entry.metodo === 'CARD' ? '4242' : null,
      card_brand: entry.metodo === 'CARD' ? 'VISA' : null,
      created_at: placed,
      updated_at: placed,
      expires_at: new Date(placed.getTime() + 15 * MINUTE),
    });
  }

  if (entry.canje && canjeCode) {
    const redeemedAt = new Date(placed.getTime() - 10 * MINUTE);
    const [canje] = await tx
      .insert(redemptions)
      .values({
        codigo: canjeCode,
        user_id: userId,
        puntos_usados: entry.canje.puntos,
        valor_descuento: entry.canje.valor,
        estado: 'usado',
        order_id: orderId,
        created_at: redeemedAt,
        used_at: placed,
      })
      .returning({ id: redemptions.id });
    await tx.insert(pointsLedger).values({
      user_id: userId,
      kind: 'redeemed',
      puntos: -entry.canje.puntos,
      redemption_id: canje!.id,
      order_id: orderId,
      note: 'Canje de puntos',
      created_at: redeemedAt,
    });
  }
  return orderId;
}

function randomCode(length: number, random: () => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_CHARS[Math.floor(random() * CODE_CHARS.length)];
  return out;
}
