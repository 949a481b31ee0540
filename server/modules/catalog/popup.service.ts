import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { popupPromotions } from '../../db/schema';

export interface PopupAnswer {
  activa: boolean;
  promocion: { titulo: string; descripcion: string; imagen_url: string | null } | null;
}

/** The one active popup promotion, if any (GET /api/promociones-popup). */
export async function activePopup(db: DbOrTx): Promise<PopupAnswer> {
  const [row] = await db
    .select({ titulo: popupPromotions.titulo, descripcion: popupPromotions.descripcion, imagen_url: popupPromotions.imagen_url })
    .from(popupPromotions)
    .where(eq(popupPromotions.activa, true))
    .orderBy(desc(popupPromotions.created_at))
    .limit(1);
  return row ? { activa: true, promocion: row } : { activa: false, promocion: null };
}
