/**
 * What a person reads about sessions, second factors, passkeys and roles (issue 39). Refusals
 * never say which of the three facts or which factor was wrong.
 */
export const ACCOUNT_MESSAGES = {
  session: {
    ended: 'Tu sesión se cerró. Ingresa de nuevo.',
    idle: 'Tu sesión se cerró por inactividad. Ingresa de nuevo.',
    notFound: 'Esa sesión no existe o ya está cerrada.',
    closed: 'Sesión cerrada.',
    othersClosed: (n: number) =>
      n === 0 ? 'No había otras sesiones abiertas.' : n === 1 ? 'Cerramos 1 sesión más.' : `Cerramos ${n} sesiones más.`,
  },
  factor: {
    required: 'Confirma que eres tú con tu segundo factor.',
    enrolmentRequired:
      'Para entrar al panel necesitas un segundo factor: una llave de acceso (huella o Face ID) o una app de autenticación.',
    challengeExpired: 'Pasaron más de 10 minutos. Ingresa tus datos de nuevo.',
    codeInvalid: 'El código no es válido. Revisa la hora de tu teléfono y escribe el código que ves ahora.',
    codeReused: 'Ese código ya se usó. Espera el siguiente (cambia cada 30 segundos).',
    recoveryInvalid: 'Ese código de recuperación no es válido o ya se usó.',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos e ingresa tus datos de nuevo.',
    totpPending: 'Primero escanea el código QR y confirma con el código de 6 dígitos.',
    totpEnrolled: 'Listo: tu app de autenticación quedó registrada.',
    passkeyInvalid: 'No pudimos verificar tu llave de acceso. Inténtalo de nuevo.',
    passkeyEnrolled: 'Listo: tu llave de acceso quedó registrada.',
    passkeyUnknown: 'Esa llave de acceso no está registrada en esta tienda.',
    factorRemoved: 'Factor eliminado.',
    lastFactor: 'No puedes quitar tu único segundo factor: agrega otro primero.',
    resetDone: 'Se quitaron sus factores y se cerraron sus sesiones. Deberá registrar uno nuevo al entrar.',
    resetSelf: 'No puedes restablecer tu propio factor desde aquí: usa un código de recuperación.',
    notStaff: 'Esa cuenta no es del equipo de la tienda.',
  },
  passkey: {
    newDevice:
      'Esta cuenta entra con llave de acceso en un dispositivo nuevo. Usa "Entrar con huella o Face ID", o pide a la tienda que restablezca tu acceso.',
    accessRestored: 'Acceso restablecido: sus llaves de acceso se quitaron y sus sesiones se cerraron.',
    noPasskey: 'Esta cuenta no tiene llaves de acceso: entra con sus datos.',
    notResident: 'Esa cuenta es del equipo de la tienda: usa "Restablecer segundo factor".',
    staffUseFactor: 'El equipo de la tienda entra con sus datos y luego confirma con su llave de acceso.',
    alreadyRegistered: 'Esa llave de acceso ya está registrada en tu cuenta.',
    cancelled: 'Cancelaste la llave de acceso o se acabó el tiempo. Inténtalo de nuevo.',
    unsupported: 'Este navegador no permite llaves de acceso aquí. Usa tus datos o abre la tienda en una conexión segura (https).',
    failed: 'No pudimos usar la llave de acceso. Inténtalo de nuevo.',
    removed: 'Llave de acceso eliminada.',
    nameInvalid: 'Ponle a tu llave un nombre de hasta 60 caracteres.',
  },
  setup: {
    codeRequired:
      'Falta el código de configuración. Está en el registro del servidor (busca "Código de configuración") o con: npm run admin -- setup-code',
    codeInvalid:
      'El código de configuración no es válido. Está en el registro del servidor o con: npm run admin -- setup-code',
  },
  roles: {
    lastAdmin: 'La tienda no puede quedar sin administrador.',
    changed: (label: string) => `Rol cambiado a ${label}. Sus sesiones abiertas se cerraron.`,
  },
} as const;
