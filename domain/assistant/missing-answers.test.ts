import { describe, expect, it } from 'vitest';
import { formatTimeBogota } from '../dates';
import { formatCOP } from '../money';
import { answerChat } from './engine';
import { fixtureContext } from './fixtures';
import type { ChatCaller, ChatOrder } from './types';

const order = (over: Partial<ChatOrder>): ChatOrder => ({
  id: 12,
  estado: 'pendiente',
  fecha: '2026-03-10T14:50:00Z',
  fecha_entrega: null,
  total: 18_400,
  metodo_pago: 'EFECTIVO',
  ...over,
});
const caller = (orders: ChatOrder[]): ChatCaller => ({ nombre: 'Ana', puntos_disponibles: 0, puntos_totales: 0, orders });
const ask = (mensaje: string, orders: ChatOrder[]) => answerChat({ mensaje }, fixtureContext({ caller: caller(orders) })).respuesta;

/** Issue 44: "¿qué pasó con mi leche?" is answered from the order's missing products. */
describe('what happened to a missing product', () => {
  it.each([
    [
      'replaced',
      { producto: 'Leche entera 1 L', faltan: 2, estado: 'aceptada' as const, reemplazo: { nombre: 'Leche Colanta 1 L', cantidad: 2, precio: 5_000 } },
      `En tu pedido SUP-012 no encontramos 2 de Leche entera 1 L: lo reemplazamos por 2 × Leche Colanta 1 L (${formatCOP(5_000)} c/u). Tu total ahora es ${formatCOP(18_400)}.`,
    ],
    [
      'removed without an answer',
      { producto: 'Leche entera 1 L', faltan: 1, estado: 'vencida' as const },
      `En tu pedido SUP-012 no encontramos 1 de Leche entera 1 L: lo quitamos y no te lo cobramos (no alcanzamos a tener tu respuesta). Tu total ahora es ${formatCOP(18_400)}.`,
    ],
    [
      'still asking',
      { producto: 'Leche entera 1 L', faltan: 1, estado: 'abierta' as const, vence_en: '2026-03-10T15:03:00Z' },
      `En tu pedido SUP-012 no encontramos 1 de Leche entera 1 L. Te estamos preguntando qué prefieres: elige un reemplazo o quítalo en tu pedido (tienes hasta las ${formatTimeBogota(new Date('2026-03-10T15:03:00Z'))}). Si no respondes, lo quitamos y no te lo cobramos.`,
    ],
  ])('answers a %s product from the order', (_name, item, expected) => {
    expect(ask('¿qué pasó con mi leche?', [order({ faltantes: [item] })])).toBe(expected);
  });

  it('says a paid order gets the difference back', () => {
    const paid = order({ metodo_pago: 'NEQUI', reembolso: { estado: 'pendiente', monto: 5_200, fecha: null, referencia: null }, faltantes: [{ producto: 'Leche entera 1 L', faltan: 1, estado: 'quitada' }] });
    expect(ask('no me llegó la leche', [paid])).toContain(`Te devolveremos ${formatCOP(5_200)} a tu medio de pago.`);
  });

  it('leaves other questions alone', () => {
    const orders = [order({ faltantes: [{ producto: 'Leche entera 1 L', faltan: 1, estado: 'quitada' }] })];
    expect(ask('¿qué pasó con mi pan?', orders)).not.toContain('no encontramos');
    expect(ask('¿cuánto cuesta la leche?', orders)).not.toContain('no encontramos');
    expect(ask('la leche llegó dañada', orders)).not.toContain('no encontramos');
  });
});
