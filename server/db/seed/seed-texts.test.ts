import { describe, expect, it } from 'vitest';
import { SEED_POPUP, SEED_REWARDS } from './extras-data';
import { SEED_PACKAGES } from './packages-data';
import { SEED_PRODUCTS } from './products-data';

describe('demo texts', () => {
  it('write money the shop way ("$ 20.000", one formatter), never "$20.000"', () => {
    const texts = [
      SEED_POPUP.titulo,
      SEED_POPUP.descripcion,
      ...SEED_REWARDS.flatMap((r) => [r.nombre, r.descripcion]),
      ...SEED_PACKAGES.flatMap((p) => Object.values(p).filter((v) => typeof v === 'string')),
      ...SEED_PRODUCTS.flatMap((p) => Object.values(p).filter((v) => typeof v === 'string')),
    ] as string[];
    expect(texts.filter((t) => /\$\s?\d/.test(t) && !/\$\u00a0\d/.test(t))).toEqual([]);
    expect(SEED_REWARDS.map((r) => r.descripcion)).toContain(
      'Una selección de productos de despensa por valor de $\u00a020.000.',
    );
  });
});
