import { describe, expect, it } from 'vitest';
import type { SupportCaseView } from '../support/views';
import { SUPPORT_MESSAGES } from '../support/messages';
import {
  COMPLAINT_TEXTS,
  casesStatusText,
  complaintStep,
  isComplaint,
  linesNamedIn,
} from './complaints';
import { fixtureContext } from './fixtures';
import type { ChatContext, ChatOrder } from './types';

const kase = (over: Partial<SupportCaseView>): SupportCaseView => ({
  id: 1,
  codigo: 'CASO-001',
  pedido: { id: 6, codigo: 'SUP-006' },
  motivo: 'vencido',
  motivo_texto: 'Producto vencido',
  descripcion: 'x',
  estado: 'abierto',
  lineas: [],
  mensajes: [{ id: 1, autor: 'residente', texto: 'x', fecha: '2026-11-21T14:00:00Z' }],
  resolucion: { puntos: 0, reembolso: null },
  novedad: false,
  fecha: '2026-11-21T14:00:00Z',
  actualizado: '2026-11-21T14:00:00Z',
  ...over,
});

describe('complaints in the chat', () => {
  it.each([
    ['El yogurt llegó vencido', true],
    ['me cobraron dos veces', true],
    ['quiero poner una queja', true],
    ['¿respondieron mi queja?', true],
    ['¿cuánto me falta para el envío gratis?', false],
    ['¿tienen leche?', false],
    ['en caso de lluvia entregan?', false],
  ])('%s is a complaint: %s', (mensaje, expected) => {
    expect(isComplaint(mensaje)).toBe(expected);
  });

  it('finds the lines a complaint names', () => {
    const lines = [
      { id: 1, nombre: 'Yogurt fresa 1 L' },
      { id: 2, nombre: 'Pan tajado' },
      { id: 3, nombre: 'Leche entera 1,1 L' },
    ];
    expect(linesNamedIn('El yogurt llegó vencido', lines)).toEqual([1]);
    expect(linesNamedIn('faltó el pan y la leche', lines)).toEqual([2, 3]);
    expect(linesNamedIn('llegó incompleto', lines)).toEqual([]);
  });

  it('tells the newest open case and the shop’s last reply', () => {
    expect(casesStatusText([])).toContain('No tienes casos');
    expect(casesStatusText([kase({})])).toContain('aún no responde');
    const replied = kase({
      estado: 'respondido',
      mensajes: [
        { id: 1, autor: 'residente', texto: 'x', fecha: '2026-11-21T14:00:00Z' },
        { id: 2, autor: 'tienda', texto: 'Te abonamos 100 puntos.', fecha: '2026-11-21T15:00:00Z' },
      ],
    });
    expect(casesStatusText([kase({ id: 2, codigo: 'CASO-002', estado: 'cerrado' }), replied])).toBe(
      'La tienda respondió tu caso CASO-001 sobre el pedido SUP-006: «Te abonamos 100 puntos.»',
    );
  });
});

describe('the order a complaint is about (issue 40: only a delivered one)', () => {
  const order = (id: number, estado: string) =>
    ({
      id,
      estado,
      fecha: '2026-11-21T14:00:00Z',
      fecha_entrega: null,
      total: 10_000,
    }) as ChatOrder;
  const ctx = {
    caller: { orders: [order(12, 'entregado'), order(11, 'entregado'), order(9, 'pendiente')] },
  } as unknown as ChatContext;
  const asked = [
    { de: 'usuario' as const, texto: 'me cobraron dos veces' },
    { de: 'bot' as const, texto: COMPLAINT_TEXTS.askOrder('SUP-012, SUP-011') },
  ];

  it('asks only among the delivered orders', () => {
    expect(complaintStep('me cobraron dos veces', [], ctx)?.respuesta).toBe(
      COMPLAINT_TEXTS.askOrder('SUP-012, SUP-011'),
    );
  });

  it('takes a delivered order as the answer', () => {
    expect(complaintStep('SUP-011', asked, ctx)?.respuesta).toContain('pedido SUP-011');
  });

  it('explains, and records nothing, when the answer is an order not yet delivered', () => {
    const answer = complaintStep('SUP-009', asked, ctx);
    expect(answer?.respuesta).toBe(`SUP-009: ${SUPPORT_MESSAGES.notDelivered}`);
    expect(answer?.caso).toBeUndefined();
  });
});

describe('the order a complaint is about, by the item it names (issue 43)', () => {
  const delivered = (id: number, lineas: string[]): ChatOrder => ({
    id,
    estado: 'entregado',
    fecha: '2026-03-01T14:00:00Z',
    fecha_entrega: '2026-03-01T14:10:00Z',
    total: 10_000,
    lineas,
  });
  const ctx = fixtureContext({
    caller: {
      nombre: 'Laura',
      puntos_disponibles: 0,
      puntos_totales: 0,
      orders: [
        delivered(6, ['Yogurt Alpina de fresa 1 L', 'Pan tajado blanco Bimbo 600 g']),
        delivered(4, ['Arroz Diana 1 kg', 'Huevos AA x 30']),
      ],
    },
  });

  it.each([
    ['el yogurt llegó vencido', 'SUP-006'],
    ['me llego el yogur vencido', 'SUP-006'],
    ['los huevos llegaron rotos', 'SUP-004'],
    ['el arros llegó en mal estado', 'SUP-004'],
  ])('%s is about %s', (mensaje, code) => {
    const answer = complaintStep(mensaje, [], ctx)?.respuesta ?? '';
    expect(answer).toContain(`sobre tu pedido ${code}`);
    expect(answer).toContain('¿Lo registro?');
  });

  it('asks, naming the item as typed, when no delivered order held it', () => {
    expect(complaintStep('el chorizo llegó dañado', [], ctx)?.respuesta).toBe(
      COMPLAINT_TEXTS.askOrderNotHeld('chorizo', 'SUP-006, SUP-004'),
    );
  });

  it('asks even with one delivered order, rather than register against the wrong one', () => {
    const one = fixtureContext({ caller: { ...ctx.caller!, orders: [ctx.caller!.orders[0]!] } });
    expect(complaintStep('el chorizo venía vencido', [], one)?.respuesta).toBe(
      COMPLAINT_TEXTS.askOrderNotHeld('chorizo', 'SUP-006'),
    );
  });

  it('asks among every delivered order when no item is named', () => {
    expect(complaintStep('mi pedido llegó incompleto', [], ctx)?.respuesta).toBe(
      COMPLAINT_TEXTS.askOrder('SUP-006, SUP-004'),
    );
  });
});
