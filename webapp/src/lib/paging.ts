/** Pages of a list, as pure functions: shared by the pager, client-paged tables and server-paged lists. */

/** How many pages `total` rows make (at least one, so that an empty list has page 1). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Where page `page` (from 1) of `total` rows lies. */
export interface PagePlace {
  pages: number;
  /** `page`, or the last page when `page` lies past the end (rows removed since it was chosen). */
  current: number;
  /** Index of the page's first row in the whole list. */
  first: number;
}

/** Page `page` of `total` rows in pages of `pageSize`; a page past the end is the last page. */
export function pagePlace(total: number, pageSize: number, page: number): PagePlace {
  const pages = pageCount(total, pageSize);
  const current = Math.min(page, pages);
  return { pages, current, first: (current - 1) * pageSize };
}
