import {
  BarChart3,
  Boxes,
  FileLock2,
  Gift,
  History,
  LifeBuoy,
  LayoutDashboard,
  Package,
  Percent,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { canOpenSection, isStaff, type Role } from '../../../domain/permissions';

/** One section of the admin panel: its URL under /admin, menu label, icon and lazy screen. */
export interface AdminSection {
  path: string;
  label: string;
  /** Short label for the phone's bottom bar. */
  short: string;
  icon: LucideIcon;
  component: LazyExoticComponent<ComponentType>;
  /** Open to every staff role (their own account); the others need SECTION_PERMISSIONS. */
  everyStaff?: true;
}

function section(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/**
 * The registry of admin sections (payments-and-admin §2, DESIGN §8): later sections plug in by
 * adding an entry with its permission in domain/permissions.ts's SECTION_PERMISSIONS (issue 39).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'dashboard',
    label: 'Resumen',
    short: 'Resumen',
    icon: LayoutDashboard,
    component: section(() =>
      import('../admin-dashboard/dashboard-section').then((m) => m.DashboardSection),
    ),
  },
  {
    path: 'inventario',
    label: 'Control de inventario',
    short: 'Inventario',
    icon: Boxes,
    component: section(() =>
      import('../admin-inventory/inventory-section').then((m) => m.InventorySection),
    ),
  },
  {
    path: 'entregas',
    label: 'Gestión de entregas',
    short: 'Entregas',
    icon: Truck,
    component: section(() =>
      import('../admin-deliveries/deliveries-section').then((m) => m.DeliveriesSection),
    ),
  },
  {
    path: 'usuarios',
    label: 'Usuarios',
    short: 'Usuarios',
    icon: Users,
    component: section(() => import('../admin-users/users-section').then((m) => m.UsersSection)),
  },
  {
    path: 'promociones',
    label: 'Promociones',
    short: 'Promos',
    icon: Percent,
    component: section(() =>
      import('../admin-promotions/promotions-section').then((m) => m.PromotionsSection),
    ),
  },
  {
    path: 'canjes',
    label: 'Canjes y recompensas',
    short: 'Canjes',
    icon: Gift,
    component: section(() =>
      import('../admin-rewards/rewards-section').then((m) => m.RewardsSection),
    ),
  },
  {
    path: 'margenes',
    label: 'Márgenes y costos',
    short: 'Márgenes',
    icon: BarChart3,
    component: section(() =>
      import('../admin-margins/margins-section').then((m) => m.MarginsSection),
    ),
  },
  {
    path: 'paquetes',
    label: 'Gestión de paquetes',
    short: 'Paquetes',
    icon: Package,
    component: section(() =>
      import('../admin-packages/packages-section').then((m) => m.PackagesSection),
    ),
  },
  {
    path: 'soporte',
    label: 'Soporte',
    short: 'Soporte',
    icon: LifeBuoy,
    component: section(() =>
      import('../admin-support/support-section').then((m) => m.SupportSection),
    ),
  },
  {
    path: 'solicitudes',
    label: 'Solicitudes de datos',
    short: 'Solicitudes',
    icon: FileLock2,
    component: section(() =>
      import('../admin-requests/requests-section').then((m) => m.RequestsSection),
    ),
  },
  {
    path: 'registro',
    label: 'Registro de cambios',
    short: 'Registro',
    icon: History,
    component: section(() =>
      import('../admin-audit/audit-section').then((m) => m.AuditSection),
    ),
  },
  {
    path: 'ajustes',
    label: 'Ajustes',
    short: 'Ajustes',
    icon: Settings,
    component: section(() =>
      import('../admin-settings/settings-section').then((m) => m.SettingsSection),
    ),
  },
  {
    path: 'cuenta',
    label: 'Mi cuenta y seguridad',
    short: 'Mi cuenta',
    icon: ShieldCheck,
    everyStaff: true,
    component: section(() =>
      import('../account/security-section').then((m) => m.SecuritySection),
    ),
  },
];

/** /admin's section when the role may open it (DESIGN §8: inventory); else the role's first. */
export const DEFAULT_ADMIN_SECTION = 'inventario';

/** The sections `role` may open, in menu order (issue 39: the menu reads the permission table). */
export function sectionsFor(role: Role | undefined): readonly AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => (s.everyStaff ? isStaff(role) : canOpenSection(role, s.path)));
}

/** Where /admin opens for `role`: inventory when allowed, else the first section it may open. */
export function defaultSectionFor(role: Role | undefined): string {
  if (canOpenSection(role, DEFAULT_ADMIN_SECTION)) return DEFAULT_ADMIN_SECTION;
  return sectionsFor(role)[0]?.path ?? 'cuenta';
}

/** Sections shown in the phone's bottom bar; the rest go in its "Más" menu. */
export const PHONE_BAR_SECTIONS = ['entregas', 'inventario', 'dashboard', 'usuarios'];
