import { describe, expect, it } from 'vitest';
import { formatClock12h } from '../dates';
import { pushMessagesFor } from '../push';
import { DEFAULT_SETTINGS } from '../settings';
import { answerExpectation, caseNoticeText } from './notices';

describe('what a resident is told of their support case (issue 40)', () => {
  it.each([
    [{ caso_id: 7, cambio: 'respuesta' as const }, 'La tienda respondió tu caso CASO-007 del pedido SUP-012.'],
    [{ caso_id: 7, cambio: 'puntos' as const, puntos: 189 }, 'Te abonamos 189 puntos por tu caso CASO-007 del pedido SUP-012.'],
    [{ caso_id: 7, cambio: 'reembolso' as const, monto: 8_000 }, 'Te devolvimos $\u00a08.000 por tu caso CASO-007 del pedido SUP-012.'],
    [{ caso_id: 7, cambio: 'cerrado' as const }, 'La tienda cerró tu caso CASO-007 del pedido SUP-012.'],
  ])('words %o', (notice, text) => {
    expect(caseNoticeText(notice, 12).replace(/\s/g, ' ')).toBe(text.replace(/\s/g, ' '));
  });

  it('pushes a case change to its resident only, with no personal data', () => {
    const [push, ...more] = pushMessagesFor({
      evento: 'caso',
      pedido_id: 12,
      user_id: 5,
      estado: 'entregado',
      total: 18_000,
      torre: 3,
      caso: { caso_id: 7, cambio: 'puntos', puntos: 150 },
    });
    expect(more).toEqual([]);
    expect(push).toEqual({
      audience: 'resident',
      userId: 5,
      title: 'Te abonamos puntos',
      body: 'Te abonamos 150 puntos por tu caso CASO-007 del pedido SUP-012.',
      url: '/historial?pedido=12',
      tag: 'pedido-12-caso-7',
    });
  });

  it('says when the answer comes from the shop’s hours', () => {
    const week = DEFAULT_SETTINGS.horario;
    // 10:00 Bogotá, open 06:00–23:00.
    expect(answerExpectation(new Date('2026-11-21T15:00:00Z'), week)).toBe(
      `Te responderemos hoy, antes de las ${formatClock12h('23:00')}`,
    );
    // 02:00 Bogotá: the same day's opening.
    expect(answerExpectation(new Date('2026-11-21T07:00:00Z'), week)).toBe(
      `La tienda está cerrada: te responderemos cuando abra, hoy a las ${formatClock12h('06:00')}`,
    );
    expect(answerExpectation(new Date('2026-11-21T15:00:00Z'), { open: '08:00', close: '20:00' })).toBe(
      `Te responderemos hoy, antes de las ${formatClock12h('20:00')}`,
    );
    expect(answerExpectation(new Date(), 'always')).toBe('Te responderemos en las próximas horas.');
  });
});
