import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_KEYS,
  AUDIT_KIND_KEYS,
  AUDIT_KINDS,
  auditActionText,
  auditKindOf,
} from './audit';
import { auditChanges } from './audit-changes';
import { formatDateTimeBogota } from './dates';

describe('audit kinds', () => {
  it('puts every action in exactly one kind, with its own sentence', () => {
    const actions = AUDIT_KIND_KEYS.flatMap((k) => [...AUDIT_KINDS[k].actions]);
    expect(new Set(actions).size).toBe(actions.length);
    expect([...actions].sort()).toEqual([...AUDIT_ACTION_KEYS].sort());
    for (const action of actions) expect(auditActionText(action)).not.toMatch(/hizo un cambio|\./);
  });

  it.each([
    ['product.cost', 'precios'],
    ['product.stock', 'stock'],
    ['order.refund', 'reembolsos'],
    ['order.state', 'entregas'],
    ['order.delivery_reverted', 'entregas'],
    ['category.create', 'productos'],
    ['nada.nuevo', null],
  ])('files %s under %s', (action, kind) => {
    expect(auditKindOf(action)).toBe(kind);
  });

  it('never shows an action key to the owner (issue 41)', () => {
    expect(auditActionText('order.delivery_reverted')).toBe('deshizo la entrega de un pedido');
    expect(auditActionText('nada.nuevo')).toBe('hizo un cambio');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed, money in pesos and booleans in words', () => {
    expect(
      auditChanges(
        { precio: 5_200, costo_compra: 3_000, descuento_activo: false, nombre: 'Arroz' },
        { precio: 5_500, costo_compra: 3_000, descuento_activo: true, nombre: 'Arroz' },
      ),
    ).toEqual([
      { field: 'precio', label: 'Precio', before: '$\u00a05.200', after: '$\u00a05.500' },
      { field: 'descuento_activo', label: 'Descuento activo', before: 'no', after: 'sí' },
    ]);
  });

  it('shows a creation against — and a deletion the other way', () => {
    expect(auditChanges(null, { stock: 4 })).toEqual([
      { field: 'stock', label: 'Stock', before: '—', after: '4' },
    ]);
    expect(auditChanges({ rol: 'customer' }, { rol: 'admin' })).toEqual([
      { field: 'rol', label: 'Rol', before: 'Cliente', after: 'Administrador' },
    ]);
  });

  it('writes Spanish words and Bogotá time, never keys, ISO stamps or bookkeeping (issue 41)', () => {
    const changes = auditChanges(
      {
        id: 7,
        codigo: 'SC-0001',
        updated_at: '2026-11-20T10:00:00.000Z',
        etapa: 'recibido',
        descuento_porcentaje: 10,
      },
      {
        id: 7,
        codigo: 'SC-0002',
        updated_at: '2026-11-26T15:04:00.000Z',
        etapa: 'en_camino',
        descuento_porcentaje: 12.5,
        respondida_at: '2026-11-26T15:04:00.000Z',
        fecha_inicio: '2026-11-01',
      },
    );
    expect(changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Código: SC-0001 → SC-0002',
      'Etapa: Recibido → En camino',
      'Descuento: 10\u00a0% → 12,5\u00a0%',
      `Respondida: — → ${formatDateTimeBogota(new Date('2026-11-26T15:04:00.000Z'))}`,
      'Desde: — → 1 de noviembre de 2026',
    ]);
  });

  it('names nested settings by their words and counts lists of things', () => {
    const changes = auditChanges(
      { envio: { costo: 2_000 }, items: [{ product_id: 1 }] },
      { envio: { costo: 3_000 }, items: [{ product_id: 1 }, { product_id: 2 }] },
    );
    expect(changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Envio · Costo: 2.000 → 3.000',
      'Productos: 1 elemento → 2 elementos',
    ]);
  });
});
