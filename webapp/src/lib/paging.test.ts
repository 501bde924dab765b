import { describe, expect, it } from 'vitest';
import { pageCount, pagePlace } from './paging';

describe('pages of a list', () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [30000, 100, 300],
  ])('%i rows in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('place a page inside the list', () => {
    expect(pagePlace(12, 5, 1)).toEqual({ pages: 3, current: 1, first: 0 });
    expect(pagePlace(12, 5, 3)).toEqual({ pages: 3, current: 3, first: 10 });
  });

  it('move a page past the end back to the last page', () => {
    expect(pagePlace(8, 5, 3)).toEqual({ pages: 2, current: 2, first: 5 });
    expect(pagePlace(0, 25, 4)).toEqual({ pages: 1, current: 1, first: 0 });
  });
});
