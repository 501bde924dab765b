import '@/styles/components/Pagination';
import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePlace } from '@/lib/paging';

interface PagerProps {
  /** Rows of the whole list. */
  total: number;
  pageSize: number;
  /** From 1; a page past the end shows as the last page. */
  page: number;
  onChange: (page: number) => void;
  /** The table's name, for the navigation's accessible name. */
  label: string;
  /** More controls beside the range, e.g. a choice of page size. */
  children?: ReactNode;
}

/** `26–50 of 300` and the page buttons under a table; the caller decides when it is needed. */
export function Pager({ total, pageSize, page, onChange, label, children }: PagerProps) {
  const { t } = useTranslation();
  const { pages, current, first } = pagePlace(total, pageSize, page);
  return (
    <nav aria-label={t('table.pages', { table: label })}>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('table.shown', { from: first + 1, to: Math.min(first + pageSize, total), total })}
          </Text>
          {children}
        </Group>
        <Pagination
          size="sm"
          total={pages}
          value={current}
          onChange={onChange}
          getItemProps={(number) => ({ 'aria-label': t('table.page', { page: number }) })}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
        />
      </Group>
    </nav>
  );
}
