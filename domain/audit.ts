/**
 * The audit trail as the owner reads it (issue 24): every administrative write is one row
 * (`admin_audit`: who, action, entity, before, after). Kinds group actions the way the owner
 * asks ("¿quién cambió este precio?"); an action belongs to exactly one kind.
 */
export const AUDIT_KIND_LABELS = {
  precios: 'Precios, costos y descuentos',
  stock: 'Stock',
  productos: 'Productos y categorías',
  paquetes: 'Paquetes',
  codigos: 'Códigos promocionales',
  roles: 'Roles',
  acceso: 'Acceso y segundo factor',
  entregas: 'Entregas y cancelaciones',
  reembolsos: 'Reembolsos',
  puntos: 'Puntos',
  recompensas: 'Recompensas (canjes)',
  gastos: 'Gastos',
  avisos: 'Avisos',
  solicitudes: 'Solicitudes de datos',
  soporte: 'Soporte',
  ajustes: 'Ajustes',
} as const;

export type AuditKind = keyof typeof AUDIT_KIND_LABELS;

/**
 * Every audited action, its kind and what the person did in Spanish ("Ana cambió el stock").
 * The server's `recordAudit` takes only these (`AuditAction`), and `audit-actions.test.ts`
 * walks the server's code for every action it writes (issue 41: no "hizo un cambio (…)").
 * Old names stay here while rows written with them may remain in the trail.
 */
export const AUDIT_ACTIONS = {
  'product.cost': { kind: 'precios', text: 'cambió el costo de un producto' },
  'product.price_suggested': { kind: 'precios', text: 'aplicó el precio sugerido a un producto' },
  'product.discount': { kind: 'precios', text: 'cambió el descuento de un producto' },
  'product.stock': { kind: 'stock', text: 'cambió el stock de un producto' },
  'product.writeoff': {
    kind: 'stock',
    text: 'dio de baja unidades faltantes en el alistamiento de un pedido',
  },
  'product.import': { kind: 'stock', text: 'importó productos desde un archivo CSV' },
  'product.create': { kind: 'productos', text: 'creó un producto' },
  'product.update': { kind: 'productos', text: 'editó un producto' },
  'product.delete': { kind: 'productos', text: 'eliminó un producto' },
  'product.retire': { kind: 'productos', text: 'retiró un producto de la tienda' },
  'category.create': { kind: 'productos', text: 'creó una categoría' },
  'package.create': { kind: 'paquetes', text: 'creó un paquete' },
  'package.update': { kind: 'paquetes', text: 'editó un paquete' },
  'package.delete': { kind: 'paquetes', text: 'eliminó un paquete' },
  'package.retire': { kind: 'paquetes', text: 'retiró un paquete de la tienda' },
  'promo.generate': { kind: 'codigos', text: 'generó códigos promocionales' },
  'promo.delete': { kind: 'codigos', text: 'eliminó códigos promocionales sin usar' },
  'user.role': { kind: 'roles', text: 'cambió el rol de una persona' },
  'user.factor_reset': { kind: 'acceso', text: 'restableció el segundo factor de una persona' },
  'user.access_restore': { kind: 'acceso', text: 'restableció el acceso de un residente' },
  'order.state': { kind: 'entregas', text: 'cambió el estado de un pedido' },
  'order.stage': { kind: 'entregas', text: 'marcó un pedido en camino' },
  'order.stage_back': {
    kind: 'entregas',
    text: 'devolvió un pedido de «En camino» a «Recibido»',
  },
  'order.delivery_reverted': { kind: 'entregas', text: 'deshizo la entrega de un pedido' },
  'order.revert': { kind: 'entregas', text: 'deshizo la entrega de un pedido' },
  'order.missing': { kind: 'entregas', text: 'marcó un producto faltante en un pedido' },
  'order.approve': { kind: 'entregas', text: 'aprobó un pedido grande' },
  'order.reject': { kind: 'entregas', text: 'rechazó un pedido grande' },
  'order.refund': { kind: 'reembolsos', text: 'registró un reembolso' },
  'points.adjust': { kind: 'puntos', text: 'ajustó los puntos de una persona' },
  'reward.create': { kind: 'recompensas', text: 'creó una recompensa' },
  'reward.update': { kind: 'recompensas', text: 'editó una recompensa' },
  'reward.activate': { kind: 'recompensas', text: 'activó una recompensa' },
  'reward.deactivate': { kind: 'recompensas', text: 'desactivó una recompensa' },
  'reward.delete': { kind: 'recompensas', text: 'eliminó una recompensa' },
  'reward.gift_given': { kind: 'recompensas', text: 'entregó un regalo canjeado con puntos' },
  'reward.gift_owed_again': {
    kind: 'recompensas',
    text: 'deshizo la entrega de un regalo canjeado con puntos',
  },
  'expense.create': { kind: 'gastos', text: 'registró un gasto' },
  'expense.update': { kind: 'gastos', text: 'cambió las fechas de un gasto' },
  'expense.delete': { kind: 'gastos', text: 'eliminó un gasto' },
  'popup.create': { kind: 'avisos', text: 'publicó un aviso' },
  'popup.deactivate': { kind: 'avisos', text: 'desactivó un aviso' },
  'data_request.answer': { kind: 'solicitudes', text: 'respondió una solicitud de datos' },
  'support.reply': { kind: 'soporte', text: 'respondió un caso de soporte' },
  'support.points': { kind: 'soporte', text: 'abonó puntos en un caso de soporte' },
  'support.refund': { kind: 'soporte', text: 'marcó un reembolso en un caso de soporte' },
  'support.close': { kind: 'soporte', text: 'cerró un caso de soporte' },
  'settings.update': { kind: 'ajustes', text: 'cambió los ajustes de la tienda' },
} as const satisfies Record<string, { kind: AuditKind; text: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

/** Each kind with its label and its actions (the filter and the server's query read it). */
export const AUDIT_KINDS = {} as Record<
  AuditKind,
  { label: string; actions: readonly AuditAction[] }
>;
for (const kind of AUDIT_KIND_KEYS)
  AUDIT_KINDS[kind] = {
    label: AUDIT_KIND_LABELS[kind],
    actions: AUDIT_ACTION_KEYS.filter((a) => AUDIT_ACTIONS[a].kind === kind),
  };

const isAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

export function auditKindOf(action: string): AuditKind | null {
  return isAction(action) ? AUDIT_ACTIONS[action].kind : null;
}

/** "cambió el stock de un producto" — what the person did, for "Ana cambió el stock…". */
export function auditActionText(action: string): string {
  return isAction(action) ? AUDIT_ACTIONS[action].text : 'hizo un cambio';
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
