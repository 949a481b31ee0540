// Kept apart from schemas/push.ts so the store's first paint gets the words without zod.
/** The Spanish refusals of the push subscription routes (issue 24). */
export const PUSH_ERRORS = {
  endpointInvalid:
    'La dirección de avisos del navegador no es válida. Vuelve a activar los avisos.',
  endpointInsecure: 'El navegador dio una dirección de avisos sin HTTPS: no se puede usar.',
  endpointHost:
    'La dirección de avisos no es de un servicio de notificaciones conocido (Google, Mozilla, Microsoft o Apple): no se puede usar.',
  endpointTaken:
    'Este dispositivo ya recibe los avisos de otra cuenta. Desactívalos allí o vuelve a activarlos aquí.',
  keysInvalid: 'Las claves de avisos del navegador no son válidas. Vuelve a activar los avisos.',
  notConfigured: 'Los avisos con el teléfono bloqueado no están disponibles en este servidor.',
} as const;
