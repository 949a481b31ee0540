/**
 * Who may do what in the shop's back office (issue 39, DESIGN §10): the one table every staff
 * route declares against, the server checks on every request and the admin menu reads. Roles are
 * stored as `users.rol`; `admin` and `customer` keep their historical values (the API and the
 * browser have always read them), the two staff roles are new.
 */
export const ROLES = ['customer', 'admin', 'encargado', 'repartidor'] as const;
export type Role = (typeof ROLES)[number];

/** Everyone who works the shop signs in with a second factor (issue 39). */
export const STAFF_ROLES = ['admin', 'encargado', 'repartidor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The deliveries board, an order's detail and packing list, "En camino" and "Entregado". */
  'entregas',
  /** Cancelling an order and undoing a delivery (stock, codes and points move back). */
  'cancelar',
  /** Products, stock, categories, packages, the catalogue's import and export. */
  'inventario',
  /** Residents' list and file (to reach whoever ordered). */
  'usuarios',
  /** Support cases: reading, answering, closing. */
  'soporte',
  /** Promo codes, the popup, rewards. */
  'promociones',
  /** Money: sales figures, profitability, expenses, costs and margins, refunds, points credited. */
  'dinero',
  'ajustes',
  'auditoria',
  /** Residents' data-rights requests. */
  'datos',
  /** Staff roles, factor resets, restoring a resident's access. */
  'roles',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  encargado: ['entregas', 'cancelar', 'inventario', 'usuarios', 'soporte'],
  repartidor: ['entregas'],
  customer: [],
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role] ?? [];
}

export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && permissionsOf(role).includes(permission);
}

export function isStaff(role: Role | undefined): role is StaffRole {
  return role !== undefined && (STAFF_ROLES as readonly string[]).includes(role);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  encargado: 'Encargado',
  repartidor: 'Repartidor',
  customer: 'Cliente',
};

/** What each role is for, shown where the owner assigns it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Todo: dinero, ajustes, roles y datos.',
  encargado: 'Entregas, inventario, paquetes, clientes y soporte; sin cifras de dinero ni ajustes.',
  repartidor: 'Solo el tablero de entregas: lista de empaque, "En camino" y "Entregado".',
  customer: 'Compra en la tienda.',
};

/** The admin panel's sections and the permission each needs (the menu shows only these). */
export const SECTION_PERMISSIONS = {
  dashboard: 'dinero',
  inventario: 'inventario',
  entregas: 'entregas',
  usuarios: 'usuarios',
  promociones: 'promociones',
  canjes: 'promociones',
  margenes: 'dinero',
  paquetes: 'inventario',
  soporte: 'soporte',
  solicitudes: 'datos',
  registro: 'auditoria',
  ajustes: 'ajustes',
} as const satisfies Record<string, Permission>;

export function canOpenSection(role: Role | undefined, section: string): boolean {
  const needed = (SECTION_PERMISSIONS as Record<string, Permission>)[section];
  return needed !== undefined && can(role, needed);
}

/** Staff sessions end after this long without a request (issue 39: OWASP ASVS 3.3.2). */
export const STAFF_IDLE_MS = 12 * 3_600_000;
