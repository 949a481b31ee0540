import { formatCOP } from './money';

/**
 * The audit trail as the owner reads it (issue 24): every administrative write is one row
 * (`admin_audit`: who, action, entity, before, after). Kinds group actions the way the owner
 * asks ("¿quién cambió este precio?"); an action belongs to exactly one kind.
 */
export const AUDIT_KINDS = {
  precios: {
    label: 'Precios, costos y descuentos',
    actions: ['product.cost', 'product.price_suggested', 'product.discount'],
  },
  stock: { label: 'Stock', actions: ['product.stock', 'product.import'] },
  productos: {
    label: 'Productos',
    actions: ['product.create', 'product.update', 'product.delete', 'product.retire'],
  },
  paquetes: {
    label: 'Paquetes',
    actions: ['package.create', 'package.update', 'package.delete', 'package.retire'],
  },
  codigos: { label: 'Códigos promocionales', actions: ['promo.generate', 'promo.delete'] },
  roles: { label: 'Roles', actions: ['user.role'] },
  acceso: {
    label: 'Acceso y segundo factor',
    actions: ['user.factor_reset', 'user.access_restore'],
  },
  entregas: {
    label: 'Entregas y cancelaciones',
    actions: ['order.state', 'order.stage', 'order.stage_back', 'order.revert', 'order.approve', 'order.reject'],
  },
  reembolsos: { label: 'Reembolsos', actions: ['order.refund'] },
  puntos: { label: 'Puntos', actions: ['points.adjust'] },
  recompensas: {
    label: 'Recompensas (canjes)',
    actions: ['reward.create', 'reward.update', 'reward.activate', 'reward.deactivate', 'reward.delete'],
  },
  gastos: { label: 'Gastos', actions: ['expense.create', 'expense.update', 'expense.delete'] },
  avisos: { label: 'Avisos', actions: ['popup.create', 'popup.deactivate'] },
  solicitudes: { label: 'Solicitudes de datos', actions: ['data_request.answer'] },
  soporte: {
    label: 'Soporte',
    actions: ['support.reply', 'support.points', 'support.refund', 'support.close'],
  },
  ajustes: { label: 'Ajustes', actions: ['settings.update'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KINDS) as AuditKind[];

const ACTION_TEXT: Record<string, string> = {
  'product.cost': 'cambió el costo de un producto',
  'product.price_suggested': 'aplicó el precio sugerido',
  'product.discount': 'cambió un descuento',
  'product.stock': 'cambió el stock',
  'product.import': 'importó productos desde CSV',
  'product.create': 'creó un producto',
  'product.update': 'editó un producto',
  'product.delete': 'eliminó un producto',
  'product.retire': 'retiró un producto de la tienda',
  'package.create': 'creó un paquete',
  'package.update': 'editó un paquete',
  'package.delete': 'eliminó un paquete',
  'package.retire': 'retiró un paquete de la tienda',
  'promo.generate': 'generó códigos promocionales',
  'promo.delete': 'eliminó un código promocional',
  'user.role': 'cambió el rol de una persona',
  'user.factor_reset': 'restableció el segundo factor de una persona',
  'user.access_restore': 'restableció el acceso de un residente',
  'order.state': 'cambió el estado de un pedido',
  'order.stage': 'marcó un pedido en camino',
  'order.stage_back': 'devolvió un pedido de «En camino» a «Recibido»',
  'order.revert': 'revirtió una entrega',
  'order.approve': 'aprobó un pedido grande',
  'order.reject': 'rechazó un pedido grande',
  'order.refund': 'registró un reembolso',
  'points.adjust': 'ajustó los puntos de una persona',
  'reward.create': 'creó una recompensa',
  'reward.update': 'editó una recompensa',
  'reward.activate': 'activó una recompensa',
  'reward.deactivate': 'desactivó una recompensa',
  'reward.delete': 'eliminó una recompensa',
  'expense.create': 'registró un gasto',
  'expense.update': 'cambió las fechas de un gasto',
  'expense.delete': 'eliminó un gasto',
  'popup.create': 'publicó un aviso',
  'popup.deactivate': 'desactivó un aviso',
  'data_request.answer': 'respondió una solicitud de datos',
  'support.reply': 'respondió un caso de soporte',
  'support.points': 'abonó puntos en un caso de soporte',
  'support.refund': 'marcó un reembolso en un caso de soporte',
  'support.close': 'cerró un caso de soporte',
  'settings.update': 'cambió los ajustes de la tienda',
};

export function auditKindOf(action: string): AuditKind | null {
  for (const kind of AUDIT_KIND_KEYS) {
    if ((AUDIT_KINDS[kind].actions as readonly string[]).includes(action)) return kind;
  }
  return null;
}

/** "cambió el stock" — what the person did, for "Ana cambió el stock". */
export function auditActionText(action: string): string {
  return ACTION_TEXT[action] ?? `hizo un cambio (${action})`;
}

const MONEY_FIELDS = new Set(['precio', 'costo_compra', 'monto', 'precio_paquete', 'total', 'valor']);
const FIELD_NAMES: Record<string, string> = {
  precio: 'Precio',
  costo_compra: 'Costo',
  margen_objetivo: 'Margen objetivo',
  descuento_activo: 'Descuento activo',
  descuento_porcentaje: 'Descuento %',
  stock: 'Stock',
  nombre: 'Nombre',
  estado: 'Estado',
  etapa: 'Etapa',
  aprobacion: 'Aprobación',
  rol: 'Rol',
  monto: 'Monto',
  precio_paquete: 'Precio del paquete',
  activo: 'Activo',
  fecha_inicio: 'Desde',
  fecha_fin: 'Hasta',
  puntos: 'Puntos',
  valor: 'Valor',
  activa: 'Activa',
  orden: 'Orden',
  descripcion: 'Descripción',
  tipo: 'Tipo',
  referencia: 'Referencia',
};

const ROLE_WORDS: Record<string, string> = {
  admin: 'Administrador',
  customer: 'Cliente',
  cliente: 'Cliente',
};

function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'rol' && typeof value === 'string') return ROLE_WORDS[value] ?? value;
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatCOP(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The fields that changed between `before` and `after`, in a stable order, formatted for people
 * ($ for money, sí/no). A creation lists its values against '—'; a deletion the reverse.
 */
export function auditChanges(before: unknown, after: unknown, max = 12): AuditChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = fields.filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]));
  return changed.slice(0, max).map((field) => ({
    field,
    label: FIELD_NAMES[field] ?? field.replaceAll('_', ' '),
    before: showValue(field, b[field]),
    after: showValue(field, a[field]),
  }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One row of GET /api/admin/auditoria. */
export interface AuditEntryView {
  id: number;
  fecha: string;
  persona: { id: number; nombre: string } | null;
  accion: string;
  tipo: AuditKind | null;
  entidad: string;
  entidad_id: string | null;
  antes: unknown;
  despues: unknown;
}

export interface AuditPersonView {
  id: number;
  nombre: string;
}
