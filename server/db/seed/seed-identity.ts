import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import type { Tx } from '../client';
import { shopSettings } from '../schema';

/**
 * The demo shop's contact and operator (issue 41). They live in the demo's settings row, not in
 * code defaults, so a shop started with SEED=none never shows them: it shows what its owner
 * typed at the setup. The NIT carries its real DIAN check digit (domain/nit.ts).
 */
export const DEMO_IDENTITY: Pick<ShopSettings, 'contacto' | 'legal'> = {
  contacto: { telefono: '+57 300 123 4567', whatsapp: '573001234567', correo: 'hola@superconjunto.co' },
  legal: { razon_social: 'SuperConjunto S.A.S.', nit: '901.555.123-8' },
};

/** The demo's settings row: today's defaults with the demo identity (no audit row: no one saved it). */
export async function seedIdentity(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ id: 1, datos: { ...DEFAULT_SETTINGS, ...DEMO_IDENTITY }, version: 1, updated_by: null, updated_at: now })
    .onConflictDoNothing();
}
