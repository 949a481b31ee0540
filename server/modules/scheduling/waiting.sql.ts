import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';

const PENDING = sql`${orders.estado} in ('pendiente', 'pendiente_efectivo')`;

/** The SQL mirror of waitsForSlot (domain/scheduling/rules.ts): pending, scheduled, not moved yet. */
export const waitingForSlotSql: SQL = sql`(${PENDING} and ${orders.entrega_programada_inicio} is not null and ${orders.programado_activado_at} is null)`;

/** Pending work: pending and not a scheduled order still waiting for its slot. */
export const pendingWorkSql: SQL = sql`(${PENDING} and not ${waitingForSlotSql})`;
