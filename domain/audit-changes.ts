import { bogotaDayStart, formatDateBogota, formatDateTimeBogota, parseDayKey } from './dates';
import { formatCOP, groupThousands } from './money';
import { formatPercent } from './percent';

/**
 * The before → after of an audit row in words (issue 41): field names in Spanish (never a key
 * like "codigo" or "updated at"), money in pesos, percentages the Spanish way, instants and days
 * in Bogotá time (never an ISO stamp), the shop's codes as words ("En camino", "Administrador").
 * Bookkeeping fields (ids, created/updated stamps) are left out: the entry already names the
 * thing changed.
 */
const FIELD_NAMES: Record<string, string> = {
  precio: 'Precio',
  costo_compra: 'Costo de compra',
  margen_objetivo: 'Margen objetivo',
  descuento_activo: 'Descuento activo',
  descuento_porcentaje: 'Descuento',
  descuento_badge_texto: 'Texto de la etiqueta',
  descuento: 'Descuento',
  stock: 'Stock',
  codigo: 'Código',
  nombre: 'Nombre',
  categoria: 'Categoría',
  imagen: 'Imagen',
  imagen_url: 'Imagen',
  nutricional: 'Información nutricional',
  busca_como: 'También se busca como',
  estado: 'Estado',
  etapa: 'Etapa',
  aprobacion: 'Aprobación',
  rol: 'Rol',
  monto: 'Monto',
  monto_mensual: 'Monto mensual',
  precio_paquete: 'Precio del paquete',
  activo: 'Activo',
  activa: 'Activa',
  activas: 'Avisos activos',
  fecha: 'Fecha',
  fecha_inicio: 'Desde',
  fecha_fin: 'Hasta',
  frecuencia: 'Frecuencia',
  concepto: 'Concepto',
  puntos: 'Puntos',
  motivo: 'Motivo',
  valor: 'Valor',
  orden: 'Orden',
  descripcion: 'Descripción',
  titulo: 'Título',
  tipo: 'Tipo',
  referencia: 'Referencia',
  reembolso: 'Reembolso',
  reembolso_estado: 'Reembolso',
  reembolso_fecha: 'Fecha del reembolso',
  reembolso_referencia: 'Referencia del reembolso',
  usuario: 'Persona',
  user_id: 'Persona',
  product_id: 'Producto',
  order_id: 'Pedido',
  pedido_id: 'Pedido',
  cantidad: 'Cantidad',
  items: 'Productos',
  productos: 'Productos',
  nuevos: 'Códigos nuevos',
  eliminados: 'Códigos eliminados',
  vence_el: 'Vence el',
  respondida_at: 'Respondida',
  respuesta: 'Respuesta',
  puntos_descontados: 'Puntos descontados',
  puntos_ganados: 'Puntos ganados',
  compensacion: 'Compensación',
  nota: 'Nota',
  efecto: 'Efecto',
  obsequio: 'Regalo',
  pedido: 'Pedido',
};

/** Bookkeeping that says nothing to the owner. */
const HIDDEN = new Set(['id', 'created_at', 'updated_at', 'confirmar_precio', 'stock_anterior']);
const MONEY_FIELDS = new Set([
  'precio',
  'costo_compra',
  'monto',
  'monto_mensual',
  'precio_paquete',
  'total',
  'valor',
  'precio_individual_total',
]);
const PERCENT_FIELDS = new Set(['margen_objetivo', 'descuento_porcentaje', 'descuento']);

/** The shop's stored codes as people say them; other lower-case codes are capitalised. */
const VALUE_WORDS: Record<string, string> = {
  admin: 'Administrador',
  administrador: 'Administrador',
  customer: 'Cliente',
  cliente: 'Cliente',
  encargado: 'Encargado',
  repartidor: 'Repartidor',
  en_camino: 'En camino',
  usuario_unico: 'Usuario único',
  bienvenida: 'Bienvenida',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

function humanise(key: string): string {
  const words = key
    .replace(/_(at|id)$/, '')
    .replaceAll('_', ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(path: readonly string[]): string {
  return path.map((key) => FIELD_NAMES[key] ?? humanise(key)).join(' · ');
}

function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatCOP(value);
    if (PERCENT_FIELDS.has(field)) return formatPercent(value);
    return Number.isInteger(value)
      ? `${value < 0 ? '-' : ''}${groupThousands(value)}`
      : String(value).replace('.', ',');
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return formatDateTimeBogota(date);
    }
    const day = DAY_KEY.test(value) ? parseDayKey(value) : null;
    if (day) return formatDateBogota(bogotaDayStart(day.year, day.month, day.day));
    if (VALUE_WORDS[value]) return VALUE_WORDS[value];
    return /^[a-z]+(_[a-z]+)*$/.test(value) ? humanise(value) : value;
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null))
      return value.map((v) => showValue(field, v)).join(', ') || '—';
    return value.length === 1 ? '1 elemento' : `${value.length} elementos`;
  }
  return '…';
}

/** Nested settings and snapshots as paths to their leaves (two levels deep at most). */
function leaves(
  value: unknown,
  path: string[] = [],
): Map<string, { path: string[]; value: unknown }> {
  const out = new Map<string, { path: string[]; value: unknown }>();
  if (!isRecord(value)) return out;
  for (const [key, inner] of Object.entries(value)) {
    if (HIDDEN.has(key) || key.endsWith('_hash')) continue;
    const at = [...path, key];
    if (isRecord(inner) && at.length < 3) {
      for (const [k, v] of leaves(inner, at)) out.set(k, v);
    } else out.set(at.join('.'), { path: at, value: inner });
  }
  return out;
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The fields that changed between `before` and `after`, in a stable order, in words. A creation
 * lists its values against '—'; a deletion the reverse.
 */
export function auditChanges(before: unknown, after: unknown, max = 12): AuditChange[] {
  const b = leaves(before);
  const a = leaves(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  const changed = fields.filter(
    (f) => JSON.stringify(b.get(f)?.value) !== JSON.stringify(a.get(f)?.value),
  );
  return changed.slice(0, max).map((field) => {
    const path = (a.get(field) ?? b.get(field))?.path ?? [field];
    const last = path[path.length - 1] ?? field;
    return {
      field,
      label: labelOf(path),
      before: showValue(last, b.get(field)?.value),
      after: showValue(last, a.get(field)?.value),
    };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
