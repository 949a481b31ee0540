import type { LedgerMovementView } from './points-ledger';
import type { Level } from './points';

/** GET /api/admin/usuarios/:id: one person as the shop sees them (issue 24). */
export interface ResidentDetailView {
  usuario: {
    id: number;
    nombre: string;
    email: string;
    telefono: string;
    direccion: string | null;
    rol: 'admin' | 'cliente';
    fecha_registro: string;
    puntos_disponibles: number;
    puntos_totales: number;
    nivel: Level;
  };
  pedidos: { id: number; codigo: string; fecha: string; estado: string; total: number; pago: string }[];
  pedidos_total: number;
  /**
   * What the resident bought (issue 41): orders that count are neither cancelled nor test orders.
   * `ticket_promedio` is rounded to whole pesos; `ultimo_pedido` is the latest order that counts.
   */
  compras: {
    pedidos: number;
    total_gastado: number;
    ticket_promedio: number;
    ultimo_pedido: { codigo: string; fecha: string } | null;
  };
  movimientos: LedgerMovementView[];
  consentimientos: { tipo: 'privacy' | 'marketing'; aceptado: boolean; version: string; fecha: string }[];
  solicitudes: { id: number; tipo: string; estado: string; fecha: string }[];
}

/** POST /api/admin/usuarios/:id/puntos. */
export interface PointsAdjustAnswer {
  success: true;
  puntos_disponibles: number;
  message: string;
}
