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
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One section of the admin panel: its URL under /admin, menu label, icon and lazy screen. */
export interface AdminSection {
  path: string;
  label: string;
  /** Short label for the phone's bottom bar. */
  short: string;
  icon: LucideIcon;
  component: LazyExoticComponent<ComponentType>;
}

function section(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/**
 * The registry of admin sections (payments-and-admin §2, DESIGN §8): later sections plug in by
 * adding an entry. The first entry with `path: 'inventario'` is the default section of /admin.
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
];

export const DEFAULT_ADMIN_SECTION = 'inventario';

/** Sections shown in the phone's bottom bar; the rest go in its "Más" menu. */
export const PHONE_BAR_SECTIONS = ['entregas', 'inventario', 'dashboard', 'usuarios'];
