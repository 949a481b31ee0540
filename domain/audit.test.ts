import { describe, expect, it } from 'vitest';
import { AUDIT_KIND_KEYS, AUDIT_KINDS, auditActionText, auditChanges, auditKindOf } from './audit';

describe('audit kinds', () => {
  it('puts every action in exactly one kind', () => {
    const actions = AUDIT_KIND_KEYS.flatMap((k) => [...AUDIT_KINDS[k].actions]);
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions) expect(auditActionText(action)).not.toMatch(/hizo un cambio/);
  });

  it.each([
    ['product.cost', 'precios'],
    ['product.stock', 'stock'],
    ['order.refund', 'reembolsos'],
    ['order.state', 'entregas'],
    ['nada.nuevo', null],
  ])('files %s under %s', (action, kind) => {
    expect(auditKindOf(action)).toBe(kind);
  });

  it('names an unknown action instead of hiding it', () => {
    expect(auditActionText('nada.nuevo')).toBe('hizo un cambio (nada.nuevo)');
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
});
