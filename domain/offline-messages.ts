/**
 * The offline and two-tab checkout copy (issue 15), merged into MESSAGES as `MESSAGES.offline`.
 * Its own file so the app shell's error boundary can use it without loading the whole catalogue.
 */
export const OFFLINE_MESSAGES = {
  title: 'Sin conexión',
  body: 'No pudimos cargar esta sección. Revisa tu conexión a internet y toca Reintentar.',
  failedTitle: 'Algo salió mal',
  failedBody: 'No pudimos mostrar esta sección. Toca Reintentar.',
  retry: 'Reintentar',
  close: 'Cerrar',
  orderNetwork:
    'No hay conexión con la tienda: no sabemos si tu pedido llegó. Revisa tu internet y toca Reintentar; no se creará un pedido doble.',
  cartEmptiedElsewhere: 'Tu carrito cambió en otra pestaña: ya no hay productos para confirmar.',
  cartEmpty: 'Tu carrito está vacío: ya no hay productos para confirmar.',
} as const;
