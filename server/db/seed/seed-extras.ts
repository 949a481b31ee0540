import type { Tx } from '../client';
import { expenses, popupPromotions, promoCodes, rewards } from '../schema';
import { generatePromoCode } from '../../../domain/promo';
import { SEED_EXPENSES, SEED_POPUP, SEED_PROMO_MIX, SEED_REWARDS } from './extras-data';
import { bogotaDayKey } from '../../../domain/dates';

/** Popup, unused promo codes, rewards and expenses. */
export async function seedExtras(tx: Tx, now: Date, random: () => number): Promise<void> {
  await tx.insert(popupPromotions).values({ ...SEED_POPUP, activa: true, created_at: now });

  const year = Number(bogotaDayKey(now).slice(0, 4));
  const seen = new Set<string>();
  const codes: Array<typeof promoCodes.$inferInsert> = [];
  for (const [tipo, count] of SEED_PROMO_MIX) {
    for (let made = 0; made < count;) {
      const codigo = generatePromoCode(year, tipo, random);
      if (seen.has(codigo)) continue;
      seen.add(codigo);
      codes.push({
        codigo,
        tipo,
        descuento_porcentaje: 10 + Math.floor(random() * 6),
        created_at: now,
      });
      made++;
    }
  }
  await tx.insert(promoCodes).values(codes);

  await tx.insert(rewards).values(SEED_REWARDS.map((r) => ({ ...r, created_at: now })));
  await tx
    .insert(expenses)
    .values(
      SEED_EXPENSES.map((e) => ({
        ...e,
        frecuencia: 'mensual',
        // charged from the day they are created, by the seed's clock (issue 23)
        fecha_inicio: bogotaDayKey(now),
        created_at: now,
      })),
    );
}
