import { formatClock12h } from '../dates';

/** '6:30' of a 'HH:MM' clock, on twelve hours and without a. m./p. m. (said once in the offer). */
const shortClock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
};

/** The Spanish words of scheduled delivery (issue 45), shared by the server and the web app. */
export const SCHEDULING_MESSAGES = {
  slotUnavailable: 'Esa franja ya no está disponible. Elige otra franja de entrega.',
  slotFull: 'Esa franja se llenó. Elige otra franja de entrega.',
  notScheduled: 'Este pedido no está programado: llega lo antes posible.',
  preparing:
    'Ya empezamos a preparar tu pedido programado: ya no se puede cambiar la franja ni cancelar.',
  slotChanged: 'Listo. Cambiamos la franja de entrega de tu pedido.',
  asap: 'Lo antes posible',
  /** Outside hours the store offers the first slot (issue 45's words). */
  firstSlotOffer: (opens: string, from: string, to: string) =>
    `Abrimos a las ${formatClock12h(opens)} — ¿te lo llevamos entre ${shortClock(from)} y ${shortClock(to)}?`,
  /** The assistant and the reminder: 'Tu pedido SUP-012 llega hoy entre 6:00 a. m. y 6:30 a. m.' */
  arrivesIn: (codigo: string, etiqueta: string) => `Tu pedido ${codigo} está programado para ${etiqueta}.`,
  /** '6:00 a. m. – 6:30 a. m.' (each time keeps its no-break spaces; the line may break at the dash). */
  range: (from: string, to: string) => `${formatClock12h(from)} – ${formatClock12h(to)}`,
} as const;
