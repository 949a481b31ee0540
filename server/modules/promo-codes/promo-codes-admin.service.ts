import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { bogotaDayKey, bogotaParts } from '../../../domain/dates';
import {
  generatePromoCodes,
  PROMO_TYPE_LABELS,
  type PromoType,
  type RandomSource,
} from '../../../domain/promo';
import type {
  PromoCodeListQuery,
  PromoDelete,
  PromoGenerate,
} from '../../../domain/schemas/admin-promotions';
import type { Db, DbOrTx } from '../../db/client';
import { CSV_CONTENT_TYPE, toCsv } from '../../http/csv';
import { promoCodes, users } from '../../db/schema';

/** The administrator's promo-code tools (payments-and-admin §4, §5, §7). */
const INSERT_CHUNK = 1000;
const GENERATION_ROUNDS = 5;

export interface GenerationOutcome {
  nuevos: number;
  /** Generated codes that already existed in the database, skipped and replaced by fresh ones. */
  duplicados: number;
}

/**
 * Generates and stores `cantidad` new codes in one transaction. A code that already exists is
 * skipped (ON CONFLICT DO NOTHING) and counted in `duplicados`; further rounds replace it so
 * `nuevos` reaches `cantidad` unless the random source keeps repeating itself.
 */
export async function generateCodes(
  db: Db,
  input: PromoGenerate,
  deps: { now: Date; random: RandomSource },
): Promise<GenerationOutcome> {
  const year = bogotaParts(deps.now).year;
  return db.transaction(async (tx) => {
    const tried = new Set<string>();
    const outcome: GenerationOutcome = { nuevos: 0, duplicados: 0 };
    for (let round = 0; round < GENERATION_ROUNDS && outcome.nuevos < input.cantidad; round++) {
      const batch = generatePromoCodes(
        input.cantidad - outcome.nuevos,
        year,
        input.tipo,
        deps.random,
        tried,
      );
      if (batch.length === 0) break;
      for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
        const chunk = batch.slice(i, i + INSERT_CHUNK);
        chunk.forEach((codigo) => tried.add(codigo));
        const inserted = await tx
          .insert(promoCodes)
          .values(
            chunk.map((codigo) => ({
              codigo,
              tipo: input.tipo,
              descuento_porcentaje: input.descuento,
              vence_el: input.vence_el ?? null,
              created_at: deps.now,
            })),
          )
          .onConflictDoNothing({ target: promoCodes.codigo })
          .returning({ id: promoCodes.id });
        outcome.nuevos += inserted.length;
        outcome.duplicados += chunk.length - inserted.length;
      }
    }
    return outcome;
  });
}

export interface PromoCodeListItem {
  codigo: string;
  tipo: string;
  descuento: number;
  usado: boolean;
  activo: boolean;
  fecha_creacion: Date;
  fecha_uso: Date | null;
  vence_el: string | null;
  /** Who used it: null while unused, or when that account was deleted. */
  usado_por: { nombre: string; torre: number; apartamento: string } | null;
  /** The order it was spent on (null while a payment holds it, or the order is gone). */
  pedido_id: number | null;
}

const stateFilter = (estado: PromoCodeListQuery['estado']): SQL | undefined =>
  estado === 'todos' ? undefined : eq(promoCodes.usado, estado === 'usados');

/** Codes in a state, newest first, with who used each one and on which order. */
export async function listCodes(
  db: DbOrTx,
  estado: PromoCodeListQuery['estado'],
): Promise<PromoCodeListItem[]> {
  const rows = await db
    .select({
      codigo: promoCodes.codigo,
      tipo: promoCodes.tipo,
      descuento: promoCodes.descuento_porcentaje,
      usado: promoCodes.usado,
      activo: promoCodes.activo,
      fecha_creacion: promoCodes.created_at,
      fecha_uso: promoCodes.used_at,
      vence_el: promoCodes.vence_el,
      pedido_id: promoCodes.usado_en,
      nombre: users.nombre,
      torre: users.torre,
      apartamento: users.apartamento,
    })
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.usado_por))
    .where(stateFilter(estado))
    .orderBy(desc(promoCodes.created_at), desc(promoCodes.id));
  return rows.map(({ nombre, torre, apartamento, ...code }) => ({
    ...code,
    usado_por:
      code.usado && nombre !== null && torre !== null && apartamento !== null
        ? { nombre, torre, apartamento }
        : null,
  }));
}

/** Totals for the admin panel. */
export async function codeStats(
  db: DbOrTx,
): Promise<{ total: number; usados: number; disponibles: number }> {
  const [row] = await db
    .select({
      total: count(),
      usados: sql<number>`count(*) filter (where ${promoCodes.usado})`.mapWith(Number),
    })
    .from(promoCodes);
  const total = row?.total ?? 0;
  const usados = row?.usados ?? 0;
  return { total, usados, disponibles: total - usados };
}

/** Deletes unused codes (all, or of one type); used codes stay for the history. */
export async function deleteUnusedCodes(db: DbOrTx, input: PromoDelete): Promise<number> {
  const where: SQL[] = [eq(promoCodes.usado, false)];
  if (input.tipo_eliminacion === 'por_tipo') where.push(eq(promoCodes.tipo, input.tipo));
  const deleted = await db
    .delete(promoCodes)
    .where(and(...where))
    .returning({ id: promoCodes.id });
  return deleted.length;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in Bogotá: sortable and read as-is by spreadsheets. */
export function bogotaStamp(date: Date): string {
  const p = bogotaParts(date);
  return `${bogotaDayKey(date)} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/**
 * The CSV (the spec's `CODIGO;ESTADO;FECHA_CREACION`, then what the owner needs to print or check
 * a batch: discount, type and last day; issue 41) in the shop's one CSV convention
 * (server/http/csv.ts), or TXT (one code a line, for printing).
 */
export function exportCodes(
  rows: PromoCodeListItem[],
  formato: 'csv' | 'txt',
  estado: PromoCodeListQuery['estado'],
  now: Date,
): ExportFile {
  const filename = `codigos-${estado}-${bogotaDayKey(now)}.${formato}`;
  if (formato === 'txt') {
    return {
      filename,
      contentType: 'text/plain; charset=utf-8',
      body: rows.map((r) => `${r.codigo}\n`).join(''),
    };
  }
  const body = toCsv(
    ['CODIGO', 'ESTADO', 'FECHA_CREACION', 'DESCUENTO_PORCENTAJE', 'TIPO', 'VENCE_EL'],
    rows.map((r) => [
      r.codigo,
      r.usado ? 'USADO' : 'DISPONIBLE',
      bogotaStamp(r.fecha_creacion),
      r.descuento,
      PROMO_TYPE_LABELS[r.tipo as PromoType] ?? r.tipo,
      r.vence_el ?? '',
    ]),
  );
  return { filename, contentType: CSV_CONTENT_TYPE, body };
}
