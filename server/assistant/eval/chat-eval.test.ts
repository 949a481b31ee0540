import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from './cases';
import { evaluate, namedAsAnswer, summarize } from './evaluate';

describe('the assistant evaluation on the demo catalogue (issue 25)', () => {
  const results = EVAL_CASES.map(evaluate);
  const summary = summarize(results);

  it('has at least 150 cases across the categories', () => {
    expect(summary.total).toBeGreaterThanOrEqual(150);
    expect(Object.keys(summary.byCategory).sort()).toEqual(
      [
        'atributo',
        'cancelar',
        'cantidades',
        'cuenta',
        'fuera_de_alcance',
        'horario',
        'ingles',
        'no_tenemos',
        'ofertas',
        'pedidos',
        'producto',
        'tienda',
        'quejas',
      ].sort(),
    );
  });

  it('names no product that was not asked for', () => {
    expect(
      results
        .filter((r) => r.wrongProducts.length > 0)
        .map((r) => [r.case.mensaje, r.wrongProducts]),
    ).toEqual([]);
  });

  it.each(results.map((r) => [r.case.mensaje, r] as const))('answers %j right', (_m, r) => {
    expect(r.problems, r.answer.respuesta).toEqual([]);
  });

  it('tells names offered as alternatives apart from the answer', () => {
    expect(
      namedAsAnswer(
        'No tenemos "pan sin gluten". Como alternativa tenemos: Pan francés ($ 3.500).',
      ),
    ).toEqual([]);
    expect(namedAsAnswer('Kumis Alpina 1 L cuesta $ 9.800; hay disponible.')).toEqual([
      'Kumis Alpina 1 L',
    ]);
  });
});
