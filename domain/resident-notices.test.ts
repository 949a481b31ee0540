import { describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from './live-orders';
import { residentNotice } from './resident-notices';

const event = (over: Partial<ResidentOrderEvent>): ResidentOrderEvent => ({
  evento: 'estado',
  pedido_id: 12,
  codigo: 'SUP-012',
  estado: 'pendiente',
  etapa: 'recibido',
  fecha: '2026-11-21T14:50:00Z',
  total: 20_800,
  puntos_compensacion: 0,
  puntos_ganados: 0,
  fecha_entrega: null,
  ...over,
});
const pending = { metodo_pago: 'DAVIPLATA', total: 20_800, estado: 'pendiente', etapa: 'recibido' };
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('the toasts of a resident’s pushed changes (issues 40, 41)', () => {
  it('announces each stage once', () => {
    expect(residentNotice(event({ evento: 'etapa', etapa: 'en_camino' }), pending)?.text).toBe(
      'Tu pedido SUP-012 va en camino.',
    );
    expect(residentNotice(event({ evento: 'etapa', etapa: 'en_camino' }), { ...pending, etapa: 'en_camino' })).toBeNull();
    expect(
      residentNotice(event({ estado: 'entregado', puntos_compensacion: 50 }), pending)?.text,
    ).toBe('Tu pedido SUP-012 fue entregado. ¡Gracias! Llegamos tarde: te abonamos 50 puntos.');
    expect(residentNotice(event({ evento: 'nuevo' }), pending)).toBeNull();
  });

  it('gives the shop’s reason and where a paid order’s money goes', () => {
    const notice = residentNotice(
      event({
        estado: 'cancelado',
        reembolso_estado: 'pendiente',
        cancelacion: { motivo: 'sin_stock', texto: 'Se agotó un producto de tu pedido', detalle: null },
      }),
      pending,
    );
    expect(plain(notice?.text)).toBe(
      'La tienda canceló tu pedido SUP-012. Motivo: Se agotó un producto de tu pedido. Te devolveremos $ 20.800 a tu DaviPlata.',
    );
    expect(plain(residentNotice(event({ estado: 'cancelado', reembolso_estado: 'pendiente' }), { ...pending, metodo_pago: 'NEQUI' })?.text)).toBe(
      'La tienda canceló tu pedido SUP-012. Te devolveremos $ 20.800 a tu Nequi.',
    );
    expect(residentNotice(event({ estado: 'cancelado', por_residente: true }), pending)).toBeNull();
  });

  it('names a support case’s change', () => {
    expect(
      residentNotice(event({ evento: 'caso', estado: 'entregado', caso: { caso_id: 3, cambio: 'puntos', puntos: 189 } }))?.text,
    ).toBe('Te abonamos 189 puntos por tu caso CASO-003 del pedido SUP-012.');
  });
});
