import { z } from 'zod';
import { parseDayKey } from '../dates';
import { SETTINGS_LIMITS as L, SETTINGS_MESSAGES as M } from '../settings-messages';
import { NIT_MESSAGES, parseNit } from '../nit';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { RegisterSchema } from './auth';
import { intInRange, numericString, requiredText } from './common';
import { MINUTES_TO_ANSWER } from '../missing-items/questions';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const hour = z.string({ error: M.hourInvalid }).trim().regex(HHMM, { error: M.hourInvalid });

const closesAfterOpening = (w: { abierto: boolean; abre: string; cierra: string }) =>
  !w.abierto || w.cierra > w.abre;

const DaySchema = z
  .object({ abierto: z.boolean(), abre: hour, cierra: hour })
  .refine(closesAfterOpening, { message: M.closeAfterOpen, path: ['cierra'] });

const SpecialDateSchema = z
  .object({
    fecha: z.string({ error: M.dateInvalid }).refine((v) => parseDayKey(v) !== null, M.dateInvalid),
    abierto: z.boolean(),
    abre: hour,
    cierra: hour,
    nota: z.string().trim().max(80).optional(),
  })
  .refine(closesAfterOpening, { message: M.closeAfterOpen, path: ['cierra'] });

const pesos = (tooHigh: string = M.amountTooHigh, min = 0) =>
  intInRange(min, L.maxAmount, M.amountInvalid, M.amountInvalid, tooHigh);

/** Digits only; '+57 300 123 4567' → '573001234567'; a bare Colombian mobile gets its 57. */
function normalizeWhatsapp(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (/[^\d\s+()-]/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return /^3\d{9}$/.test(digits) ? `57${digits}` : digits;
}

const EMAIL_OR_EMPTY = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

/**
 * PUT /api/admin/ajustes and the first start: the whole settings object, checked as one (a fee
 * above the free threshold, Oro under Plata). Unknown keys are dropped.
 */
export const ShopSettingsSchema = z
  .object({
    tienda: z.object({
      nombre: requiredText(M.nameRequired, 60),
      conjunto: requiredText(M.complexRequired, 120),
      torres: intInRange(L.towers.min, L.towers.max, M.towersInvalid),
      pisos_por_torre: intInRange(L.floors.min, L.floors.max, M.floorsInvalid),
      formato_apartamento: z.enum(['piso_y_numero', 'libre'], { error: M.apartmentFormatInvalid }),
    }),
    horario: z.object({
      semana: z.array(DaySchema, { error: M.weekInvalid }).length(7, { error: M.weekInvalid }),
      especiales: z
        .array(SpecialDateSchema)
        .max(L.specialDates, { error: M.tooManyDates })
        .refine((list) => new Set(list.map((d) => d.fecha)).size === list.length, M.dateRepeated)
        .transform((list) => [...list].sort((a, b) => a.fecha.localeCompare(b.fecha))),
    }),
    entrega: z.object({
      promesa_minutos: intInRange(L.promiseMinutes.min, L.promiseMinutes.max, M.promiseInvalid),
      compensacion_puntos: intInRange(0, L.compensationPoints.max, M.compensationInvalid),
    }),
    envio: z.object({ tarifa_efectivo: pesos(), gratis_desde: pesos() }),
    minimos: z.object({ efectivo: pesos(M.minimumTooHigh), digital: pesos(M.minimumTooHigh) }),
    puntos: z.object({
      pesos_por_punto: intInRange(1, L.maxAmount, M.pesosPerPointInvalid),
      plata_desde: intInRange(1, 10_000_000, M.levelInvalid),
      oro_desde: intInRange(1, 10_000_000, M.levelInvalid),
      multiplicador_plata: intInRange(L.multiplierTenths.min, L.multiplierTenths.max, M.multiplierInvalid),
      multiplicador_oro: intInRange(L.multiplierTenths.min, L.multiplierTenths.max, M.multiplierInvalid),
    }),
    // Each may be empty: not written yet (a shop from before the setup asked, issue 41); the
    // pages then leave it out. The first start requires them (FirstStartSchema).
    contacto: z.object({
      telefono: z.string({ error: M.phoneInvalid }).trim().regex(/^(\+?[\d\s()-]{7,20})?$/, { error: M.phoneInvalid }),
      whatsapp: z.preprocess(
        normalizeWhatsapp,
        z.string({ error: M.whatsappInvalid }).regex(/^([1-9]\d{9,14})?$/, { error: M.whatsappInvalid }),
      ),
      correo: z.string({ error: M.emailInvalid }).trim().toLowerCase().max(254).regex(EMAIL_OR_EMPTY, { error: M.emailInvalid }),
    }),
    legal: z.object({
      razon_social: z.string({ error: M.companyRequired }).trim().max(120, { error: M.companyTooLong }),
      nit: z
        .string({ error: NIT_MESSAGES.format })
        .trim()
        .transform((text, ctx) => {
          if (text === '') return text;
          const nit = parseNit(text);
          if (nit.ok) return nit.value;
          ctx.addIssue({ code: 'custom', message: nit.message });
          return z.NEVER;
        }),
    }),
    popup_diario: z.preprocess(numericString, z.boolean()),
    // Absent in a body from before issue 46 (a first start's form): today's defaults.
    limites: z
      .object({
        unidades_por_producto: intInRange(L.unitsPerProduct.min, L.unitsPerProduct.max, M.unitsCeilingInvalid),
        valor_maximo_pedido: intInRange(1, L.maxCeilingAmount, M.ceilingAmountInvalid),
        pedidos_efectivo_abiertos: intInRange(L.openCashOrders.min, L.openCashOrders.max, M.openOrdersInvalid),
        valor_efectivo_abierto: intInRange(1, L.maxCeilingAmount, M.ceilingAmountInvalid),
        // Absent in a body from before the approval thresholds: their defaults.
        revision_desde_valor: intInRange(1, L.maxCeilingAmount, M.ceilingAmountInvalid).default(
          DEFAULT_SETTINGS.limites.revision_desde_valor,
        ),
        revision_desde_unidades: intInRange(L.unitsPerProduct.min, L.unitsPerProduct.max, M.unitsReviewInvalid).default(
          DEFAULT_SETTINGS.limites.revision_desde_unidades,
        ),
      })
      .default(DEFAULT_SETTINGS.limites),
    // Absent in a body from before issue 45: today's defaults.
    programacion: z
      .object({
        minutos_franja: intInRange(L.slotMinutes.min, L.slotMinutes.max, M.slotMinutesInvalid),
        dias_adelante: intInRange(L.daysAhead.min, L.daysAhead.max, M.daysAheadInvalid),
        pedidos_por_franja: intInRange(L.ordersPerSlot.min, L.ordersPerSlot.max, M.ordersPerSlotInvalid),
        minutos_antes: intInRange(L.leadMinutes.min, L.leadMinutes.max, M.leadMinutesInvalid),
      })
      .default(DEFAULT_SETTINGS.programacion),
    // Absent in a body from before issue 44: 3 minutes.
    faltantes: z
      .object({
        minutos_respuesta: intInRange(
          MINUTES_TO_ANSWER.min,
          MINUTES_TO_ANSWER.max,
          M.answerMinutesInvalid,
        ),
      })
      .default(DEFAULT_SETTINGS.faltantes),
  })
  .refine((s) => s.envio.tarifa_efectivo <= s.envio.gratis_desde, {
    message: M.feeAboveThreshold,
    path: ['envio', 'tarifa_efectivo'],
  })
  .refine((s) => s.puntos.oro_desde > s.puntos.plata_desde, {
    message: M.levelsInvalid,
    path: ['puntos', 'oro_desde'],
  }) satisfies z.ZodType<ShopSettings, unknown>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Settings read back from the database: each group laid over the defaults (a field added later
 * reads as its default), then checked. A row that no longer passes yields the defaults rather
 * than a broken shop; `ok` says which happened.
 */
export function settingsFromStored(stored: unknown): { ok: boolean; settings: ShopSettings } {
  if (stored == null) return { ok: true, settings: DEFAULT_SETTINGS };
  if (!isRecord(stored)) return { ok: false, settings: DEFAULT_SETTINGS };
  const merged: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const value = stored[key];
    merged[key] = isRecord(fallback) && isRecord(value) ? { ...fallback, ...value } : (value ?? fallback);
  }
  const parsed = ShopSettingsSchema.safeParse(merged);
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, settings: DEFAULT_SETTINGS };
}

/**
 * POST /api/configuracion-inicial (issue 26): the first administrator (name, e-mail, cédula,
 * phone) and the shop's settings, set up together on an empty shop.
 */
export const FirstStartSchema = z.object({
  administrador: z.object({
    nombre: RegisterSchema.shape.nombre,
    email: RegisterSchema.shape.email,
    cedula: RegisterSchema.shape.cedula,
    telefono: RegisterSchema.shape.telefono,
  }),
  // A new shop goes live with its owner's identity, never an empty or borrowed one (issue 41).
  ajustes: ShopSettingsSchema.superRefine((s, ctx) => {
    const required: [string[], string, string][] = [
      [['contacto', 'whatsapp'], s.contacto.whatsapp, M.whatsappRequired],
      [['contacto', 'correo'], s.contacto.correo, M.emailRequired],
      [['legal', 'razon_social'], s.legal.razon_social, M.companyRequired],
      [['legal', 'nit'], s.legal.nit, M.nitRequired],
    ];
    for (const [path, value, message] of required)
      if (value === '') ctx.addIssue({ code: 'custom', path, message });
  }),
  /** The one-time code the server prints while no administrator exists (issue 39). */
  codigo: z.string().trim().max(40).optional(),
});
export type FirstStart = z.infer<typeof FirstStartSchema>;
