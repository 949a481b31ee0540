import { describe, expect, it } from 'vitest';
import { CreateCaseSchema, CasePointsSchema, CaseRefundSchema } from '../schemas/support';
import {
  caseCode,
  checkCaseLines,
  checkCasePoints,
  checkCaseRefund,
  checkReasonForOrder,
  conflictingCase,
  stateAfterMessage,
  CASE_POINTS_LIMIT,
} from './cases';

describe('support case rules', () => {
  it('names cases like orders', () => {
    expect(caseCode(7)).toBe('CASO-007');
    expect(caseCode(1234)).toBe('CASO-1234');
  });

  it.each([
    ['incompleto', 'entregado', true],
    ['otro', 'entregado', true],
    ['vencido', 'pendiente', false],
    ['danado', 'cancelado', false],
    // Issue 40: nothing is reported on an order never delivered.
    ['cobro_doble', 'pendiente', false],
    ['entrega', 'cancelado', false],
    ['otro', 'pendiente', false],
  ] as const)('a %s case on a %s order is allowed: %s', (reason, estado, allowed) => {
    expect(checkReasonForOrder(reason, estado).ok).toBe(allowed);
  });

  it.each([
    { open: [], lineas: [1], conflict: null },
    { open: [{ id: 4, estado: 'abierto', lineas: [1, 2] }], lineas: [2], conflict: 4 },
    { open: [{ id: 4, estado: 'respondido', lineas: [1] }], lineas: [3], conflict: null },
    { open: [{ id: 4, estado: 'abierto', lineas: [] }], lineas: [3], conflict: 4 },
    { open: [{ id: 4, estado: 'abierto', lineas: [3] }], lineas: [], conflict: 4 },
    { open: [{ id: 4, estado: 'cerrado', lineas: [] }], lineas: [], conflict: null },
  ] as const)('finds an open case on the same lines ($lineas → $conflict)', ({ open, lineas, conflict }) => {
    expect(conflictingCase(open, lineas)).toBe(conflict);
  });

  it('accepts only the order’s own lines, without duplicates', () => {
    expect(checkCaseLines([3, 3, 5], [3, 5, 9])).toEqual({ ok: true, value: [3, 5] });
    expect(checkCaseLines([3, 4], [3, 5])).toMatchObject({ ok: false, code: 'CASE_LINES_INVALID' });
  });

  it('moves the state with each message and refuses messages on a closed case', () => {
    expect(stateAfterMessage('abierto', 'tienda')).toEqual({ ok: true, value: 'respondido' });
    expect(stateAfterMessage('respondido', 'residente')).toEqual({ ok: true, value: 'abierto' });
    expect(stateAfterMessage('cerrado', 'residente')).toMatchObject({ ok: false, code: 'CASE_CLOSED' });
  });

  it.each([
    ['abierto', 100, true],
    ['abierto', 0, false],
    ['abierto', -5, false],
    ['abierto', 2.5, false],
    ['abierto', CASE_POINTS_LIMIT + 1, false],
    ['cerrado', 100, false],
  ] as const)('credits points on a %s case (%d): %s', (estado, puntos, allowed) => {
    expect(checkCasePoints(estado, puntos).ok).toBe(allowed);
  });

  it('marks one refund per case, never above the order total', () => {
    const open = { estado: 'abierto' as const, reembolsoMonto: null };
    expect(checkCaseRefund(open, 5_000, 20_000)).toEqual({ ok: true, value: 5_000 });
    expect(checkCaseRefund(open, 20_001, 20_000)).toMatchObject({ code: 'CASE_REFUND_INVALID' });
    expect(checkCaseRefund({ ...open, reembolsoMonto: 100 }, 5_000, 20_000)).toMatchObject({
      code: 'CASE_REFUND_EXISTS',
    });
    expect(checkCaseRefund({ ...open, estado: 'cerrado' }, 5_000, 20_000)).toMatchObject({
      code: 'CASE_CLOSED',
    });
  });
});

describe('support case schemas', () => {
  it('reads a report with Spanish messages for what is missing', () => {
    expect(
      CreateCaseSchema.parse({ pedido_id: '3', motivo: 'vencido', descripcion: ' El yogurt ', lineas: [4] }),
    ).toEqual({ pedido_id: 3, motivo: 'vencido', descripcion: 'El yogurt', lineas: [4] });
    const bad = CreateCaseSchema.safeParse({ pedido_id: 3, motivo: 'raro', descripcion: '' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Elige qué pasó con tu pedido.');
    expect(messages).toContain('Cuéntanos qué pasó.');
  });

  it('needs a reason for points and a reference for a refund', () => {
    expect(CasePointsSchema.safeParse({ puntos: 50, motivo: '' }).success).toBe(false);
    expect(CaseRefundSchema.safeParse({ monto: 5000, referencia: ' ' }).success).toBe(false);
    expect(CaseRefundSchema.parse({ monto: '5000', referencia: 'TRF-1' })).toEqual({ monto: 5000, referencia: 'TRF-1' });
  });
});
