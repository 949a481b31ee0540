import type { PromoType } from '../../../domain/promo';

export const PROMO_TYPE_LABEL: Record<PromoType, string> = {
  bienvenida: 'Bienvenida',
  general: 'General',
  usuario_unico: 'Usuario único',
};
