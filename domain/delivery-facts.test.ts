import { describe, expect, it } from 'vitest';
import { doorFacts, doorFactsText, moneyFact, type DoorFactsOrder } from './delivery-facts';
import { packingList, packingText } from './packing';

const cash = (over: Partial<DoorFactsOrder> = {}): DoorFactsOrder => ({
  estado: 'pendiente',
  total: 47_300,
  ajuste_redondeo: 20,
  payment_method: 'Efectivo',
  usuario: { nombre: 'Ana Pérez' },
  telefono_contacto: '3001234567',
  entrega_modo: 'apartamento',
  recibe: null,
  notas_entrega: 'Timbre dañado, llamar al llegar',
  instrucciones_entrega: null,
  ...over,
});

describe('moneyFact', () => {
  it.each([
    [
      'pending cash with rounding says what to collect and why it is less',
      cash(),
      'Cobrar en efectivo: $ 47.300',
      'Redondeado a favor del residente desde $ 47.320',
      true,
    ],
    ['pending cash already round says nothing more', cash({ ajuste_redondeo: 0 }), 'Cobrar en efectivo: $ 47.300', null, true],
    ['delivered cash was collected', cash({ estado: 'entregado' }), 'Cobrado en efectivo: $ 47.300', 'Redondeado a favor del residente desde $ 47.320', false],
    ['cancelled cash is not collected', cash({ estado: 'cancelado' }), 'Efectivo sin cobrar (cancelado): $ 47.300', null, false],
    ['pending online: nothing to collect', cash({ payment_method: 'NEQUI', ajuste_redondeo: 0 }), 'Pagado en línea (Nequi): no cobres nada', null, false],
  ])('%s', (_, order, titulo, detalle, cobrar) => {
    const fact = moneyFact(order);
    expect(fact.titulo.replace(/\u00a0/g, ' ')).toBe(titulo);
    expect(fact.detalle?.replace(/\u00a0/g, ' ') ?? null).toBe(detalle);
    expect(fact.cobrar).toBe(cobrar);
  });

  it('never words the rounding as "Ajuste al peso"', () => {
    expect(JSON.stringify(moneyFact(cash()))).not.toContain('Ajuste al peso');
  });
});

describe('doorFacts', () => {
  it('names the resident, the phone, the handoff and the note once when it is the instructions', () => {
    const facts = doorFacts(
      cash({
        entrega_modo: 'porteria',
        recibe: 'Carlos',
        notas_entrega: 'Dejar con el vigilante',
        instrucciones_entrega: 'Dejar con el vigilante',
      }),
    );
    expect(facts.para).toBe('Ana Pérez · Tel. 3001234567');
    expect(facts.entrega).toBe('Dejar en portería (recibe Carlos)');
    expect(facts.notas).toEqual([{ etiqueta: 'Nota del residente', texto: 'Dejar con el vigilante' }]);
  });

  it('keeps the order note and the standing instructions when they differ', () => {
    const facts = doorFacts(cash({ instrucciones_entrega: 'Apto al fondo' }));
    expect(facts.notas).toEqual([
      { etiqueta: 'Nota del residente', texto: 'Timbre dañado, llamar al llegar' },
      { etiqueta: 'Indicaciones de siempre', texto: 'Apto al fondo' },
    ]);
  });

  it('puts the facts in the shared text under the address', () => {
    const text = packingText(
      { codigo: 'SUP-012', torre_entrega: 3, piso_entrega: 4, apartamento_entrega: '402' },
      packingList([
        { tipo: 'producto', producto_id: 5, paquete_id: null, nombre: 'Leche', cantidad: 1, contenido: null },
      ]),
      doorFactsText(doorFacts(cash())),
    ).replace(/\u00a0/g, ' ');
    expect(text.split('\n').slice(0, 7)).toEqual([
      'Lista de alistamiento SUP-012',
      'Torre 3 · Piso 4 · Apto 402',
      'Para: Ana Pérez · Tel. 3001234567',
      'Entrega: Subir al apartamento',
      'Nota del residente: “Timbre dañado, llamar al llegar”',
      'Cobrar en efectivo: $ 47.300 (redondeado a favor del residente desde $ 47.320)',
      '',
    ]);
  });
});
