import { describe, expect, it } from 'vitest';
import { pageOfIndex, pageSlice, parsePageParam } from './paging';

describe('pageSlice', () => {
  it.each([
    [78, 1, 20, { page: 1, pages: 4, start: 0, end: 20 }],
    [78, 4, 20, { page: 4, pages: 4, start: 60, end: 78 }],
    [78, 9, 20, { page: 4, pages: 4, start: 60, end: 78 }],
    [78, 0, 20, { page: 1, pages: 4, start: 0, end: 20 }],
    [80, 4, 20, { page: 4, pages: 4, start: 60, end: 80 }],
    [0, 3, 20, { page: 1, pages: 1, start: 0, end: 0 }],
    [5, Number.NaN, 20, { page: 1, pages: 1, start: 0, end: 5 }],
  ])('%i items, page %s of %i per page', (total, page, per, expected) => {
    expect(pageSlice(total, page, per)).toEqual(expected);
  });

  it('finds the page of an item and reads page parameters', () => {
    expect([0, 19, 20, 77].map((i) => pageOfIndex(i, 20))).toEqual([1, 1, 2, 4]);
    expect(['2', '0', '-1', 'dos', null, '1e3'].map(parsePageParam)).toEqual([2, 1, 1, 1, 1, 1]);
  });
});
