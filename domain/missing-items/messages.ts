import { formatCOP } from '../money';

/** What people read about missing products (issue 44), in one place. */
export const MISSING_MESSAGES = {
  inventoryReason: 'Faltante en alistamiento',
  missingOf: (faltan: number, cantidad: number, nombre: string) =>
    `Faltó ${faltan} de ${cantidad} ${nombre}`,
  replacedBy: (nombre: string, unidades: number, precio: number) =>
    `Reemplazado por ${unidades} × ${nombre} (${formatCOP(precio)} c/u)`,
  removed: (nombre: string, unidades: number) => `Quitado: ${unidades} × ${nombre}, no se cobra`,
  asked: 'Le preguntamos al residente qué prefiere',
  refused: (nombre: string) => `El residente prefirió quitar ${nombre}`,
  timedOut: (nombre: string) => `Sin respuesta: quitado ${nombre}`,
  cancelledQuestion: 'Pregunta cerrada: el pedido se canceló',
  noStockFallback: (nombre: string) => `No había reemplazo con stock: quitado ${nombre}`,
  refund: (monto: number) => `Diferencia a reembolsar: ${formatCOP(monto)}`,
  pushTitle: (codigo: string) => `Falta un producto de tu pedido ${codigo}`,
  pushBody: (nombre: string) => `No encontramos ${nombre}. Elige un reemplazo o quítalo.`,
  errors: {
    notPending: 'Solo se pueden marcar faltantes en un pedido pendiente.',
    lineNotFound: 'Esa línea no es de este pedido.',
    tooMany: (max: number) =>
      max === 0
        ? 'A esa línea ya no le queda nada por marcar como faltante.'
        : `Puedes marcar como faltantes de 1 a ${max} unidades de esa línea.`,
    openQuestion: 'Ya hay una pregunta abierta para esa línea: espera la respuesta del residente.',
    packageReplacement: 'Un paquete no se reemplaza: se quita lo que falta.',
    replacementInvalid: 'Ese producto no sirve como reemplazo: no existe, no está a la venta o es el mismo.',
    replacementNoStock: (nombre: string) => `No hay stock de ${nombre} para reemplazar.`,
    questionClosed: 'Esta pregunta ya se cerró: el pedido siguió sin esperar tu respuesta.',
    questionNotFound: 'No encontramos esa pregunta en tu pedido.',
    productNotFound: 'Ese producto no está en la tienda.',
    notAProposal: 'Elige uno de los reemplazos propuestos o quítalo.',
  },
} as const;
