import { ORDER_CODE_EXAMPLE } from '../orders';

/**
 * Spanish strings of the chat widget and its API limits, out of MESSAGES so the store's first
 * paint does not carry them (the panel is lazy).
 */
export const ASSISTANT_MESSAGES = {
  tooMany: 'Estás enviando muchos mensajes. Espera un momento e intenta de nuevo.',
  sessionExpired: 'Sesión expirada',
  offline: 'Sin conexión: te respondo con el catálogo guardado.',
  added: (nombre: string) => `${nombre} agregado al carrito`,
  title: 'Asistente SuperConjunto',
  clear: 'Borrar conversación',
  close: 'Cerrar el asistente',
  placeholder: 'Escribe tu pregunta…',
  send: 'Enviar',
  thinking: 'Escribiendo…',
  welcome: `¡Hola! Pregúntame por precios, productos, tu pedido (por ejemplo ${ORDER_CODE_EXAMPLE}), horarios o puntos.`,
  support: 'Soporte por WhatsApp',
  /** In-app paths the assistant's answers point to, shown as links. */
  links: { '/mi-cuenta': 'Abrir Mi cuenta', '/historial': 'Abrir tu historial' },
} as const;
