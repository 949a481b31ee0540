/**
 * What "Descargar mis datos" may contain, section by section (issue 22). The export is built only
 * from these lists: a column added to a table stays out of it until someone decides here that it
 * is the resident's own data. The shop's internal figures (purchase costs, idempotency keys, who
 * answered a request) never belong here.
 */
export const EXPORT_FIELDS = {
  responsable: ['empresa', 'nit', 'contacto'],
  perfil: [
    'id',
    'nombre',
    'email',
    'cedula',
    'telefono',
    'telefono_alternativo',
    'torre',
    'piso',
    'apartamento',
    'notas_entrega',
    'puntos_disponibles',
    'puntos_totales',
    'creado',
    'ultima_actividad',
  ],
  consentimientos: ['id', 'user_id', 'kind', 'accepted', 'policy_version', 'accepted_at', 'ip'],
  pedidos: [
    'codigo',
    'id',
    'user_id',
    'estado',
    'etapa',
    'subtotal',
    'descuento_monto',
    'descuento_cupon',
    'descuento_canje',
    'descuento_porcentaje',
    'costo_envio',
    'ajuste_redondeo',
    'total',
    'metodo_pago',
    'estado_pago',
    'payment_reference',
    'transaccion_id',
    'codigo_promocional',
    'codigo_canje',
    'torre_entrega',
    'piso_entrega',
    'apartamento_entrega',
    'instrucciones_entrega',
    'notas_entrega',
    'telefono_contacto',
    'entrega_modo',
    'recibe',
    'fecha_entrega',
    // Issue 45: the delivery slot the resident chose (null: lo antes posible).
    'entrega_programada_inicio',
    'entrega_programada_fin',
    // Issue 40: what became of the money of a cancelled paid order (decision 0009).
    'reembolso_estado',
    'reembolso_monto',
    'faltantes_preferencia',
    'reembolso_fecha',
    'reembolso_referencia',
    'created_at',
    'lineas',
  ],
  lineas: [
    'id',
    'tipo',
    'product_id',
    'package_id',
    'codigo',
    'nombre',
    'cantidad',
    'precio_unitario',
    'precio_original',
    'componentes',
    // Issue 44: units the shop did not find, and which line a replacement stands in for.
    'faltante',
    'reemplaza_linea_id',
  ],
  componentes: ['product_id', 'nombre', 'cantidad'],
  movimientos_puntos: [
    'id',
    'user_id',
    'kind',
    'puntos',
    'order_id',
    'redemption_id',
    'note',
    'ajuste_totales',
    'revertido_at',
    'created_at',
  ],
  canjes: [
    'id',
    'codigo',
    'user_id',
    'puntos_usados',
    'valor_descuento',
    'estado',
    'order_id',
    'created_at',
    'used_at',
  ],
  pagos: [
    'id',
    'referencia',
    'metodo',
    'monto',
    'estado',
    'pedido_id',
    'tarjeta_ultimos4',
    'tarjeta_marca',
    'entrega',
    'creado',
  ],
  entrega: [
    'torre',
    'piso',
    'apartamento',
    'instrucciones',
    'telefono',
    'entregaModo',
    'recibe',
    'notas',
  ],
  codigos_promocionales_usados: ['codigo', 'tipo', 'descuento_porcentaje', 'pedido_id'],
  historial_ingresos: ['id', 'fecha', 'ip', 'email', 'resultado'],
  solicitudes_datos: [
    'id',
    'user_id',
    'tipo',
    'detalle',
    'estado',
    'fecha_limite',
    'respuesta',
    'respondida_at',
    'created_at',
  ],
  // Issue 25: the resident's cases, their own messages and the shop's replies; never which
  // administrator answered or closed (admin_id, cerrado_por).
  casos_soporte: [
    'codigo',
    'id',
    'pedido_id',
    'motivo',
    'descripcion',
    'lineas_pedido',
    'estado',
    'puntos_abonados',
    'reembolso_monto',
    'reembolso_referencia',
    'reembolso_fecha',
    'created_at',
    'cerrado_at',
    'mensajes_caso',
  ],
  mensajes_caso: ['autor', 'texto', 'created_at'],
} as const satisfies Record<string, readonly string[]>;

export type ExportSection = keyof typeof EXPORT_FIELDS;

type Picked<S extends ExportSection> = Partial<Record<(typeof EXPORT_FIELDS)[S][number], unknown>>;

/** Only the allowed fields of `row` for `section` (a missing field stays missing). */
export function pickFields<S extends ExportSection>(section: S, row: object): Picked<S> {
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of EXPORT_FIELDS[section]) {
    if (field in source) out[field] = source[field];
  }
  return out as Picked<S>;
}

/** Allowed fields of each row of a JSON list held in a column (package components, delivery). */
export function pickEach(section: ExportSection, value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item: unknown) => (isObject(item) ? pickFields(section, item) : null));
  return isObject(value) ? pickFields(section, value) : null;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
