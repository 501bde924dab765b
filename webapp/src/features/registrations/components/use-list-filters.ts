import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { PAGE_SIZES, type ListFilters, type PageSize } from '@/features/registrations/api/list-params';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

export interface ListFilterState {
  /** The search box's text, as typed. */
  search: string;
  setSearch: (search: string) => void;
  clubId: number | null;
  setClubId: (clubId: number | null) => void;
  pageSize: PageSize;
  setPageSize: (pageSize: PageSize) => void;
  /** From 1; back to 1 whenever the order, the filters or the page size change. */
  page: number;
  setPage: (page: number) => void;
  /** The filters the server sees (the search once typing pauses). */
  filters: ListFilters;
  /** True when a search or a club narrows the list. */
  filtered: boolean;
  clear: () => void;
}

/** The page, page size, search and club of one server-paged list in `order` (not remembered). */
export function useListFilters(order: string): ListFilterState {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [clubId, setClubId] = useState<number | null>(null);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  // The page belongs to the order and filters it was chosen with: others start at page 1.
  const filtersKey = `${order}|${q}|${clubId}|${pageSize}`;
  const [paging, setPaging] = useState({ page: 1, filtersKey });
  const setPage = useCallback((page: number) => setPaging({ page, filtersKey }), [filtersKey]);
  return {
    search,
    setSearch,
    clubId,
    setClubId,
    pageSize,
    setPageSize,
    page: paging.filtersKey === filtersKey ? paging.page : 1,
    setPage,
    filters: { q, clubId },
    filtered: q !== '' || clubId !== null,
    clear: () => {
      setSearch('');
      setClubId(null);
    },
  };
}
