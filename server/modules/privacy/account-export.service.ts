import { asc, eq, inArray } from 'drizzle-orm';
import { slotDateLabel } from '../../../domain/scheduling/slots';
import Papa from 'papaparse';
import type { ShopSettings } from '../../../domain/settings';
import { formatDateTimeBogota } from '../../../domain/dates';
import { orderCode, paymentMethodName } from '../../../domain/orders';
import { paymentStateCode, residentPaymentLabel } from '../../../domain/payment-state';
import type { Db } from '../../db/client';
import { pickEach, pickFields, type ExportSection } from './account-export.fields';
import {
  consents,
  dataRequests,
  loginAudit,
  orderLines,
  orders,
  payments,
  pointsLedger,
  promoCodes,
  redemptions,
  supportCaseMessages,
  supportCases,
  users,
} from '../../db/schema';
import { caseCode } from '../../../domain/support/cases';

/**
 * "Descargar mis datos" (Ley 1581 art. 8, right to know): every row the shop holds about the
 * caller, table by table, and nothing of anyone else. Internal technical copies (idempotency
 * replays, live-event payloads) hold nothing beyond the orders listed here.
 */
export async function exportAccountData(db: Db, userId: number, now: Date, shop: Pick<ShopSettings, 'legal' | 'contacto' | 'tienda'>) {
  const [perfil] = await db
    .select({
      id: users.id,
      nombre: users.nombre,
      email: users.email,
      cedula: users.cedula,
      telefono: users.telefono,
      telefono_alternativo: users.telefono_alternativo,
      torre: users.torre,
      piso: users.piso,
      apartamento: users.apartamento,
      notas_entrega: users.notas_entrega,
      puntos_disponibles: users.puntos_disponibles,
      puntos_totales: users.puntos_totales,
      creado: users.created_at,
      ultima_actividad: users.last_active_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  const { pedidos, lineas } = await ordersWithLines(db, userId);
  const [consentimientos, movimientos, canjes, ingresos, pagos, solicitudes, codigos] =
    await Promise.all([
      db.select().from(consents).where(eq(consents.user_id, userId)).orderBy(asc(consents.id)),
      db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.user_id, userId))
        .orderBy(asc(pointsLedger.id)),
      db
        .select()
        .from(redemptions)
        .where(eq(redemptions.user_id, userId))
        .orderBy(asc(redemptions.id)),
      db
        .select({
          id: loginAudit.id,
          fecha: loginAudit.created_at,
          ip: loginAudit.ip,
          email: loginAudit.email,
          resultado: loginAudit.outcome,
        })
        .from(loginAudit)
        .where(eq(loginAudit.user_id, userId))
        .orderBy(asc(loginAudit.id)),
      db
        .select({
          id: payments.id,
          referencia: payments.reference,
          metodo: payments.method,
          monto: payments.amount,
          estado: payments.status,
          pedido_id: payments.order_id,
          tarjeta_ultimos4: payments.card_last4,
          tarjeta_marca: payments.card_brand,
          entrega: payments.delivery,
          creado: payments.created_at,
        })
        .from(payments)
        .where(eq(payments.user_id, userId))
        .orderBy(asc(payments.id)),
      db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.user_id, userId))
        .orderBy(asc(dataRequests.id)),
      db
        .select({
          codigo: promoCodes.codigo,
          tipo: promoCodes.tipo,
          descuento_porcentaje: promoCodes.descuento_porcentaje,
          pedido_id: promoCodes.usado_en,
        })
        .from(promoCodes)
        .where(eq(promoCodes.usado_por, userId)),
    ]);
  // Every section goes through its allow-list (account-export.fields.ts), never a whole row.
  const each = <S extends ExportSection>(section: S, rows: readonly object[]) =>
    rows.map((row) => pickFields(section, row));
  return {
    generado: now.toISOString(),
    responsable: pickFields('responsable', {
      // The operator the shop's owner wrote in Ajustes (issue 41), as the privacy page names it.
      empresa: shop.legal.razon_social || shop.tienda.nombre,
      nit: shop.legal.nit,
      contacto: shop.contacto.correo,
    }),
    perfil: perfil ? pickFields('perfil', perfil) : null,
    consentimientos: each('consentimientos', consentimientos),
    pedidos: pedidos.map((o) =>
      pickFields('pedidos', {
        ...o,
        codigo: orderCode(o.id),
        // What happened to the money, as every screen says it (issue 41).
        estado_pago: paymentStateCode(o),
        lineas: lineas
          .filter((l) => l.order_id === o.id)
          .map((l) =>
            pickFields('lineas', {
              ...l,
              componentes: l.componentes ? pickEach('componentes', l.componentes) : null,
            }),
          ),
      }),
    ),
    movimientos_puntos: each('movimientos_puntos', movimientos),
    canjes: each('canjes', canjes),
    pagos: pagos.map((p) => pickFields('pagos', { ...p, entrega: pickEach('entrega', p.entrega) })),
    codigos_promocionales_usados: each('codigos_promocionales_usados', codigos),
    historial_ingresos: each('historial_ingresos', ingresos),
    solicitudes_datos: each('solicitudes_datos', solicitudes),
    casos_soporte: await supportCasesOf(db, userId),
  };
}

/** The resident's support cases with their threads (issue 25), through the allow-lists. */
async function supportCasesOf(db: Db, userId: number) {
  const casos = await db
    .select()
    .from(supportCases)
    .where(eq(supportCases.user_id, userId))
    .orderBy(asc(supportCases.id));
  const mensajes = casos.length
    ? await db
        .select()
        .from(supportCaseMessages)
        .where(inArray(supportCaseMessages.case_id, casos.map((c) => c.id)))
        .orderBy(asc(supportCaseMessages.id))
    : [];
  return casos.map((c) =>
    pickFields('casos_soporte', {
      ...c,
      codigo: caseCode(c.id),
      pedido_id: c.order_id,
      lineas_pedido: c.lineas,
      mensajes_caso: mensajes
        .filter((m) => m.case_id === c.id)
        .map((m) => pickFields('mensajes_caso', m)),
    }),
  );
}

/** The resident's orders and their lines, oldest first (the export and the CSV read the same). */
async function ordersWithLines(db: Db, userId: number) {
  const pedidos = await db
    .select()
    .from(orders)
    .where(eq(orders.user_id, userId))
    .orderBy(asc(orders.id));
  const lineas = pedidos.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.order_id,
            pedidos.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  return { pedidos, lineas };
}

/** The caller's orders as a CSV a person can open in a spreadsheet: one row per order. */
export async function exportOrdersCsv(db: Db, userId: number): Promise<string> {
  const { pedidos, lineas } = await ordersWithLines(db, userId);
  const rows = pedidos.map((o) => ({
    pedido: orderCode(o.id),
    fecha: formatDateTimeBogota(o.created_at),
    estado: o.estado,
    metodo_pago: paymentMethodName(o.metodo_pago),
    estado_pago: residentPaymentLabel(o),
    productos: lineas
      .filter((l) => l.order_id === o.id)
      // The receipt reads the final lines (issue 44): what was delivered and charged.
      .flatMap((l) => (l.cantidad > l.faltante ? [`${l.cantidad - l.faltante} x ${l.nombre}`] : []))
      .join('; '),
    subtotal: o.subtotal,
    descuento: o.descuento_monto,
    envio: o.costo_envio,
    total: o.total,
    torre: o.torre_entrega,
    piso: o.piso_entrega,
    apartamento: o.apartamento_entrega,
    entregado: o.fecha_entrega ? formatDateTimeBogota(o.fecha_entrega) : '',
    // Issue 45: the slot it was scheduled for, as the history names it.
    franja:
      o.entrega_programada_inicio && o.entrega_programada_fin
        ? slotDateLabel(o.entrega_programada_inicio, o.entrega_programada_fin)
        : '',
    // Issue 40: a cancelled paid order's refund, as the history shows it.
    reembolso: o.reembolso_estado
      ? [o.reembolso_estado, o.reembolso_fecha, o.reembolso_referencia].filter(Boolean).join(' ')
      : '',
  }));
  const header = [
    'pedido',
    'fecha',
    'estado',
    'metodo_pago',
    'estado_pago',
    'productos',
    'subtotal',
    'descuento',
    'envio',
    'total',
    'torre',
    'piso',
    'apartamento',
    'entregado',
    'reembolso',
    // Issue 45, last so the columns a spreadsheet already reads keep their places.
    'franja',
  ];
  // A BOM so spreadsheet programs read the accents as UTF-8.
  return (
    '\uFEFF' +
    Papa.unparse({
      fields: header,
      data: rows.map((r) => header.map((h) => r[h as keyof typeof r])),
    })
  );
}
