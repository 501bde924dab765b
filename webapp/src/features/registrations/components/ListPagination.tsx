import '@/styles/components/Combobox';
import '@/styles/components/Pagination';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount, type PageSize } from '@/features/registrations/api/list-params';
import type { ListFilterState } from '@/features/registrations/components/use-list-filters';
import { NS } from '@/features/registrations/i18n';

interface ListPaginationProps {
  state: ListFilterState;
  /** Rows of the whole (filtered) list. */
  total: number;
  /** Rows on the shown page. */
  shown: number;
  /** The table's name, for the navigation's accessible name. */
  label: string;
}

/** `26–50 of 300`, the page size and the page buttons under a server-paged list. */
export function ListPagination({ state, total, shown, label }: ListPaginationProps) {
  const { t } = useTranslation([NS, 'translation']);
  // A list that fits the smallest page needs neither.
  if (total <= PAGE_SIZES[0]) return null;
  const first = (state.page - 1) * state.pageSize;
  return (
    <nav aria-label={t('translation:table.pages', { table: label })}>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="list-range">
            {t('translation:table.shown', { from: first + 1, to: first + shown, total })}
          </Text>
          <Select
            size="xs"
            aria-label={t('admin.pageSize')}
            data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('admin.perPage', { size }) }))}
            value={String(state.pageSize)}
            onChange={(value) => value && state.setPageSize(Number(value) as PageSize)}
            allowDeselect={false}
            w={130}
          />
        </Group>
        <Pagination
          size="sm"
          total={pageCount(total, state.pageSize)}
          value={state.page}
          onChange={state.setPage}
          siblings={1}
          boundaries={1}
          getItemProps={(page) => ({ 'aria-label': t('translation:table.page', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`translation:table.${control}`) })}
        />
      </Group>
    </nav>
  );
}
