/**
 * Spanish strings of the resident's data rights (Mi cuenta, requests, deletion) and their admin
 * side, out of MESSAGES so the store's first paint does not carry them.
 */
export const PRIVACY_MESSAGES = {
  marketingChoice: 'Indica si aceptas o no recibir comunicaciones comerciales.',
  marketingGiven:
    'Aceptaste recibir ofertas y novedades. Puedes retirar este permiso cuando quieras.',
  marketingWithdrawn: 'Retiraste tu permiso para ofertas y novedades. No te enviaremos más.',
  deleteWordMismatch: 'Escribe ELIMINAR para confirmar.',
  deletePendingOrder:
    'No puedes eliminar tu cuenta mientras tengas un pedido o un pago en curso. Espera a que se entregue o cancélalo.',
  deleteAdmin:
    'Una cuenta de administrador no se puede eliminar desde aquí. Pide primero que te quiten el rol.',
  deleted: (puntos: number) =>
    puntos > 0
      ? `Tu cuenta fue eliminada. Perdiste ${puntos} puntos. Tus pedidos se conservan sin datos personales.`
      : 'Tu cuenta fue eliminada. Tus pedidos se conservan sin datos personales.',
  requestKindInvalid: 'Elige el tipo de solicitud.',
  requestDetailRequired: 'Cuéntanos qué necesitas en tu solicitud.',
  requestFiled: (fecha: string) =>
    `Recibimos tu solicitud. Te responderemos a más tardar el ${fecha}.`,
  requestNotFound: 'Solicitud no encontrada',
  requestAlreadyClosed: 'Esta solicitud ya fue respondida.',
  answerRequired: 'Escribe la respuesta para el titular.',
  answered: 'Solicitud respondida y cerrada',
  closedByDeletion: 'Cerrada: el titular eliminó su cuenta.',
  deletedName: 'Cuenta eliminada',
} as const;
