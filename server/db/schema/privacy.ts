import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATES,
  type DataRequestKind,
  type DataRequestState,
} from '../../../domain/privacy/data-requests';
import { createdAt, oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * Data-protection requests (Ley 1581): what the resident asked, the legal deadline computed when
 * filed (a Bogotá day, business days per kind), and the administrator's answer that closes it.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<DataRequestKind>().notNull(),
    detalle: text('detalle').notNull(),
    estado: text('estado').$type<DataRequestState>().notNull().default('en_tramite'),
    fecha_limite: date('fecha_limite', { mode: 'string' }).notNull(),
    respuesta: text('respuesta'),
    respondida_por: integer('respondida_por').references(() => users.id, { onDelete: 'set null' }),
    respondida_at: timestamptz('respondida_at'),
    created_at: createdAt(),
  },
  (t) => [
    check('data_requests_tipo_valid', oneOf(t.tipo, DATA_REQUEST_KINDS)),
    check('data_requests_estado_valid', oneOf(t.estado, DATA_REQUEST_STATES)),
    index('data_requests_user_idx').on(t.user_id, t.created_at),
    index('data_requests_estado_idx').on(t.estado, t.fecha_limite),
  ],
);

/**
 * Once-per-period jobs across instances (daily backup, retention): the instance whose insert of
 * (job, run_key) succeeds does the run; the others see the conflict and skip.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    run_key: text('run_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.job, t.run_key] })],
);
