import { sql, type SQL } from 'drizzle-orm';
import { lateBefore } from '../../../domain/admin-panel';
import type { DeliveryRules } from '../../../domain/settings';
import { orders } from '../../db/schema';

/**
 * The delivery promise in SQL, the mirror of expectedArrival (domain/live-orders.ts): creation +
 * the promise, or a scheduled order's slot end (issue 45). Instants go as ISO text, as the
 * statements that use these already bind theirs.
 */

/** Past its promise at `now` (the caller adds "still pending"). */
export function pastPromiseSql(now: Date, rules: DeliveryRules): SQL {
  return sql`(case when ${orders.entrega_programada_fin} is null
    then ${orders.created_at} < ${lateBefore(now, rules).toISOString()}::timestamptz
    else ${orders.entrega_programada_fin} < ${now.toISOString()}::timestamptz end)`;
}

/** Delivered at or before its promise (the caller adds "delivered"). */
export function deliveredOnTimeSql(rules: Pick<DeliveryRules, 'promesa_minutos'>): SQL {
  return sql`${orders.fecha_entrega} <= coalesce(${orders.entrega_programada_fin}, ${orders.created_at} + make_interval(mins => ${rules.promesa_minutos}))`;
}
