import { describe, expect, it } from 'vitest';
import { firstSteps, identityComplete, type FirstStepsCounts } from './first-steps';

const done = (c: FirstStepsCounts) => firstSteps(c).steps.map((s) => s.done);
const base: FirstStepsCounts = { contacto: false, ajustes: false, categorias: 0, productos: 0, sin_costo: 0, pedidos: 0 };

describe('firstSteps', () => {
  it.each([
    // → [contacto, ajustes, categorias, productos, costos, pedido], visible
    [{}, [false, false, false, false, false, false], true],
    [{ contacto: true, ajustes: true }, [true, true, false, false, false, false], true],
    [{ categorias: 2 }, [false, false, true, false, false, false], true],
    [{ productos: 3, sin_costo: 3 }, [false, false, false, true, false, false], true],
    [{ productos: 3, sin_costo: 1 }, [false, false, false, true, false, false], true],
    [{ productos: 3, sin_costo: 0 }, [false, false, false, true, true, false], true],
    [{ contacto: true, ajustes: true, categorias: 1, productos: 3, sin_costo: 0, pedidos: 1 }, [true, true, true, true, true, true], false],
    [{ productos: 0, sin_costo: 0, pedidos: 2 }, [false, false, false, false, false, true], true],
    [{ productos: 3, sin_costo: 3, pedidos: 2 }, [false, false, false, true, false, true], true],
  ] as const)('reads %o as %o, visible %s', (counts, steps, visible) => {
    const all = { ...base, ...counts };
    expect(done(all)).toEqual(steps);
    expect(firstSteps(all).visible).toBe(visible);
    expect(firstSteps(all).done).toBe(steps.filter(Boolean).length);
  });

  it('leaves an established shop alone when a few products still lack a cost', () => {
    const shop = firstSteps({ ...base, categorias: 8, productos: 120, sin_costo: 20, pedidos: 500 });
    expect(shop.visible).toBe(false);
  });

  it('asks the whole identity: WhatsApp, e-mail, razón social and NIT', () => {
    const full = { contacto: { whatsapp: '573105551234', correo: 'a@b.co' }, legal: { razon_social: 'X S.A.S.', nit: '900.123.456-8' } };
    expect(identityComplete(full)).toBe(true);
    expect(identityComplete({ ...full, legal: { ...full.legal, nit: '' } })).toBe(false);
    expect(identityComplete({ ...full, contacto: { ...full.contacto, whatsapp: '' } })).toBe(false);
  });
});
