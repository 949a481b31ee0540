import { describe, expect, it } from 'vitest';
import { categoriesOf } from './catalog-search';

const items = [
  { categoria: 'Panadería' },
  { categoria: '<img src=x onerror=alert(1)>' },
  { categoria: 'Básicos' },
];

describe('store category chips', () => {
  it('come from the shop list, usual ones first', () => {
    expect(categoriesOf(items, ['Básicos', 'Panadería', 'Snacks'])).toEqual([
      'Panadería',
      'Snacks',
      'Básicos',
    ]);
  });

  it('never turn markup into a chip before the list arrives', () => {
    const chips = categoriesOf(items);
    expect(chips).toContain('Básicos');
    expect(chips).not.toContain('<img src=x onerror=alert(1)>');
  });
});
