import { describe, expect, it } from 'vitest';
import { firstSteps, type FirstStepsCounts } from './first-steps';

const done = (c: FirstStepsCounts) => firstSteps(c).steps.map((s) => s.done);

describe('firstSteps', () => {
  it.each([
    // productos, sin_costo, pedidos → [productos, costos, pedido], visible
    [{ productos: 0, sin_costo: 0, pedidos: 0 }, [false, false, false], true],
    [{ productos: 3, sin_costo: 3, pedidos: 0 }, [true, false, false], true],
    [{ productos: 3, sin_costo: 1, pedidos: 0 }, [true, false, false], true],
    [{ productos: 3, sin_costo: 0, pedidos: 0 }, [true, true, false], true],
    [{ productos: 3, sin_costo: 0, pedidos: 1 }, [true, true, true], false],
    [{ productos: 0, sin_costo: 0, pedidos: 2 }, [false, false, true], true],
    [{ productos: 3, sin_costo: 3, pedidos: 2 }, [true, false, true], true],
  ])('reads %o as %o, visible %s', (counts, steps, visible) => {
    expect(done(counts)).toEqual(steps);
    expect(firstSteps(counts).visible).toBe(visible);
    expect(firstSteps(counts).done).toBe(steps.filter(Boolean).length);
  });

  it('leaves an established shop alone when a few products still lack a cost', () => {
    const shop = firstSteps({ productos: 120, sin_costo: 20, pedidos: 500 });
    expect(shop.done).toBe(2);
    expect(shop.visible).toBe(false);
  });
});
