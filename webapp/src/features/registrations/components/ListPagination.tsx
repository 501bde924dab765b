import '@/styles/components/Combobox';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { PAGE_SIZES, type PageSize } from '@/features/registrations/api/list-params';
import type { ListFilterState } from '@/features/registrations/components/use-list-filters';
import { NS } from '@/features/registrations/i18n';

interface ListPaginationProps {
  state: ListFilterState;
  /** Rows of the whole (filtered) list. */
  total: number;
  /** The table's name, for the navigation's accessible name. */
  label: string;
}

/** The shared pager with a choice of page size, under a server-paged list. */
export function ListPagination({ state, total, label }: ListPaginationProps) {
  const { t } = useTranslation(NS);
  // A list that fits the smallest page needs neither.
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <Pager total={total} pageSize={state.pageSize} page={state.page} onChange={state.setPage} label={label}>
      <Select
        size="xs"
        aria-label={t('admin.pageSize')}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('admin.perPage', { size }) }))}
        value={String(state.pageSize)}
        onChange={(value) => value && state.setPageSize(Number(value) as PageSize)}
        allowDeselect={false}
        w={130}
      />
    </Pager>
  );
}
