export { PROMO_TYPE_LABELS as PROMO_TYPE_LABEL } from '../../../domain/promo';
