import { desc, eq } from 'drizzle-orm';
import type { PopupCreate } from '../../../domain/schemas/admin-promotions';
import type { DbOrTx } from '../../db/client';
import { popupPromotions } from '../../db/schema';
import { recordAudit } from '../admin-audit/admin-audit.service';
import type { PopupRow } from '../../../domain/admin-money-views';

export type { PopupRow };

const toRow = (p: typeof popupPromotions.$inferSelect): PopupRow => ({
  id: p.id,
  titulo: p.titulo,
  descripcion: p.descripcion,
  imagen_url: p.imagen_url,
  activa: p.activa,
  created_at: p.created_at.toISOString(),
});

/** GET /api/admin/promociones-popup: every popup, newest first (the active one on top). */
export async function popupHistory(db: DbOrTx): Promise<PopupRow[]> {
  const rows = await db.select().from(popupPromotions).orderBy(desc(popupPromotions.activa), desc(popupPromotions.created_at), desc(popupPromotions.id)).limit(50);
  return rows.map(toRow);
}

/** POST /api/admin/promociones-popup: the new popup replaces the active one (one at a time). */
export async function createPopup(db: DbOrTx, input: PopupCreate, adminId: number, now: Date): Promise<PopupRow> {
  return db.transaction(async (tx) => {
    const previous = await tx.update(popupPromotions).set({ activa: false }).where(eq(popupPromotions.activa, true)).returning({ id: popupPromotions.id });
    const [row] = await tx
      .insert(popupPromotions)
      .values({ titulo: input.titulo, descripcion: input.descripcion ?? '', imagen_url: input.imagen_url ?? null, activa: true, created_at: now })
      .returning();
    if (!row) throw new Error('popup insert returned no row');
    await recordAudit(tx, { adminId, action: 'popup.create', entity: 'popup', entityId: row.id, before: { activas: previous.map((p) => p.id) }, after: toRow(row) });
    return toRow(row);
  });
}

/** PUT /api/admin/promociones-popup/desactivar: no popup shows from now on. */
export async function deactivatePopup(db: DbOrTx, adminId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(popupPromotions).set({ activa: false }).where(eq(popupPromotions.activa, true)).returning({ id: popupPromotions.id });
    if (rows.length > 0) await recordAudit(tx, { adminId, action: 'popup.deactivate', entity: 'popup', entityId: rows[0]?.id ?? null });
    return rows.length;
  });
}
