/**
 * The installable app's copy (issue 13): the offline banner and the new-version prompt. Merged
 * into MESSAGES as `MESSAGES.app`; its own file so the shell can show it without the catalogue.
 */
export const APP_MESSAGES = {
  offlineTitle: 'Sin conexión',
  offlineStore:
    'Estás viendo el último catálogo guardado: los precios y la disponibilidad pueden estar desactualizados. Tu carrito se conserva.',
  offlineOrder: 'Para pedir y pagar necesitas conexión a internet.',
  offlineHistory:
    'Estás viendo tus pedidos de la última vez que tuviste conexión: su estado puede haber cambiado. Se actualizan solos cuando vuelva la conexión.',
  backOnline: 'Conexión recuperada',
  updateAvailable: 'Hay una nueva versión de SuperConjunto.',
  update: 'Actualizar',
  later: 'Ahora no',
} as const;
