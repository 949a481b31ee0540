import { describe, expect, it, vi } from 'vitest';
import { keptResults } from './kept-results';

describe('kept results', () => {
  it('works a text out once, and again only after the store filled up and was emptied', () => {
    const compute = vi.fn((text: string) => text.toUpperCase());
    const upper = keptResults(compute, 2);
    expect(upper('pan')).toBe('PAN');
    expect(upper('pan')).toBe('PAN');
    expect(compute).toHaveBeenCalledTimes(1);
    upper('leche');
    upper('arroz'); // full: emptied, then 'arroz' kept
    upper('pan');
    expect(compute).toHaveBeenCalledTimes(4);
    upper('arroz');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
