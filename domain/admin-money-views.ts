/** Answer shapes of the admin money routes (payments-and-admin §3, §7), shared by server and web. */
import type { MarginState } from './products';

/** A product as Márgenes y costos and Descuentos read it (payments-and-admin §3 Product). */
export interface MarginRow {
  id: number;
  codigo: string;
  nombre: string;
  categoria: string;
  precio: number;
  stock: number;
  imagen: string | null;
  costo_compra: number | null;
  margen_objetivo: number;
  margen_actual: number | null;
  estado_margen: MarginState;
  precio_sugerido: number | null;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  descuento_badge_texto: string | null;
  /** What the store charges today (the offer applied). */
  precio_final: number;
}

export interface PopupRow {
  id: number;
  titulo: string;
  descripcion: string;
  imagen_url: string | null;
  activa: boolean;
  created_at: string;
}

export interface ExpenseRow {
  id: number;
  concepto: string;
  monto: number;
  tipo: string;
  frecuencia: string;
  /** The amount as a monthly figure, which the profitability dashboard prorates. */
  monto_mensual: number;
  /** First and last Bogotá day the dashboard charges ('YYYY-MM-DD'); fecha_fin null while it runs. */
  fecha_inicio: string;
  fecha_fin: string | null;
  created_at: string;
}

export type CostMethod = 'costos_reales' | 'estimado' | 'mixto' | 'sin_ventas';

/** GET /api/admin/rentabilidad/dashboard (payments-and-admin §3 Profitability dashboard). */
export interface ProfitabilityDashboard {
  periodo: string;
  fechaInicio: string;
  fechaFin: string;
  ventasHoy: { total: number; pedidos: number };
  ventasPeriodo: { total: number; pedidos: number };
  ventasMes: { total: number; pedidos: number };
  /** Cash orders of the period (and of today) not delivered yet: apart from sales (domain/sales.ts). */
  porCobrar: { total: number; pedidos: number };
  porCobrarHoy: { total: number; pedidos: number };
  gastos: { total: number; mensual: number; factorProrrateo: number };
  margenes: { margenPromedio: number; margenBruto: number; margenNeto: number; utilidadBruta: number; utilidadNeta: number };
  analisis: { metodoCalculo: CostMethod; productosConCosto: number; costoCalculado: number; costoEstimado: number };
  alertas: { id: number; nombre: string; estado: MarginState; margen_porcentaje: number }[];
  /** The part of `ventasPeriodo` and `ventasHoy` paid through the sandbox: no money received (issue 46). */
  ventasPrueba: { periodo: { total: number; pedidos: number }; hoy: { total: number; pedidos: number } };
  /** `ventasPrueba`: the part of `ventas` paid through the sandbox. */
  serie: { periodo: string; ventas: number; ventasPrueba: number; pedidos: number; costo: number; utilidadBruta: number }[];
  topProductos: { nombre: string; tipo: string; unidades: number; ventas: number; utilidad: number }[];
  porTorre: { torre: number; ventas: number; pedidos: number }[];
  porMetodo: { efectivo: number; digital: number };
}

/** GET /api/admin/codigos-promocionales/stats. */
export interface PromoCodeStats {
  total: number;
  usados: number;
  disponibles: number;
}

/** One row of GET /api/admin/codigos-promocionales/lista (dates as JSON strings). */
export interface PromoCodeView {
  codigo: string;
  tipo: string;
  descuento: number;
  usado: boolean;
  activo: boolean;
  fecha_creacion: string;
  fecha_uso: string | null;
  /** Last Bogotá day it works ('YYYY-MM-DD'), or null: no expiry. */
  vence_el: string | null;
  usado_por: { nombre: string; torre: number; apartamento: string } | null;
  pedido_id: number | null;
}

/** POST /api/admin/codigos-promocionales/generar. */
export interface PromoGenerateAnswer {
  message: string;
  nuevos: number;
  duplicados: number;
}

/** A package as GET /api/admin/paquetes lists it. */
export interface AdminPackageView {
  id: number;
  nombre: string;
  descripcion: string;
  precio_paquete: number;
  precio_individual_total: number;
  ahorro_monto: number;
  ahorro_porcentaje: number;
  stock_paquetes_disponibles: number;
  categoria: string;
  imagen: string | null;
  activo: boolean;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  productos_incluidos: { producto_id: number; nombre: string; imagen: string | null; cantidad: number }[];
}
