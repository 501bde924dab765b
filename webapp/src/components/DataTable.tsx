import '@/styles/components/Pagination';
import { Group, Pagination, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** `index` counts over all rows, across pages. */
  render: (row: Row, index: number) => ReactNode;
  width?: number | string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyText: string;
  /** Horizontal scrolling below this width (phones). */
  minWidth?: number;
  label?: string;
  /** Rows per page, with page buttons under the table when there are more; all rows when unset. */
  pageSize?: number;
}

/** A plain striped table of rows with one cell renderer per column, optionally in pages. */
export function DataTable<Row>({ columns, rows, rowKey, emptyText, minWidth = 640, label, pageSize }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {emptyText}
      </Text>
    );
  }
  const pages = pageSize ? Math.ceil(rows.length / pageSize) : 1;
  const current = Math.min(page, pages);
  const first = pageSize ? (current - 1) * pageSize : 0;
  const shown = pageSize ? rows.slice(first, first + pageSize) : rows;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={column.width === undefined ? undefined : { width: column.width }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row, first + index)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <nav aria-label={t('table.pages', { table: label ?? '' })}>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {t('table.shown', { from: first + 1, to: first + shown.length, total: rows.length })}
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={current}
              onChange={setPage}
              getItemProps={(number) => ({ 'aria-label': t('table.page', { page: number }) })}
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
            />
          </Group>
        </nav>
      )}
    </>
  );
}
