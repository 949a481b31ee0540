import type { CaseAuthor, CaseReason, CaseState } from './cases';

/** A line of the order the case is about, as bought. */
export interface CaseLineView {
  id: number;
  nombre: string;
  cantidad: number;
}

/** One message of the thread: the resident's own or the shop's (never which administrator). */
export interface CaseMessageView {
  id: number;
  autor: CaseAuthor;
  texto: string;
  fecha: string;
}

/** What the case gave back: points through the ledger and/or a refund marked. */
export interface CaseResolutionView {
  puntos: number;
  reembolso: { monto: number; referencia: string; fecha: string } | null;
}

/** A case as its resident reads it (GET /api/soporte/casos[/:id]); also the data export's shape. */
export interface SupportCaseView {
  id: number;
  codigo: string;
  pedido: { id: number; codigo: string };
  motivo: CaseReason;
  motivo_texto: string;
  descripcion: string;
  estado: CaseState;
  lineas: CaseLineView[];
  mensajes: CaseMessageView[];
  resolucion: CaseResolutionView;
  /** The shop wrote, credited, refunded or closed since the resident last read it (issue 40). */
  novedad: boolean;
  fecha: string;
  actualizado: string;
}

/** A row of the admin's list (GET /api/admin/soporte). */
export interface AdminCaseRow {
  id: number;
  codigo: string;
  pedido: { id: number; codigo: string };
  residente: { id: number; nombre: string; torre: number | null; apartamento: string | null };
  motivo: CaseReason;
  motivo_texto: string;
  estado: CaseState;
  descripcion: string;
  fecha: string;
  actualizado: string;
}

/** The admin's page of cases plus the open count the shell shows. */
export interface AdminCasePage {
  casos: AdminCaseRow[];
  abiertos: number;
  siguiente: string | null;
}

/**
 * The admin's case: the resident's view plus who answered (internal), each concerned line's
 * price as sold and the order's total as charged (issue 41), both as stored with the order.
 */
export interface AdminCaseView extends SupportCaseView {
  residente: AdminCaseRow['residente'];
  pedido: { id: number; codigo: string; total: number };
  lineas: (CaseLineView & { precio_unitario: number })[];
  mensajes: (CaseMessageView & { admin: string | null })[];
}

/** Answer of every write on a case: the case as the caller may read it and a message. */
export interface CaseWriteAnswer<V> {
  success: true;
  caso: V;
  message: string;
}
