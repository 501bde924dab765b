import { Box, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Pager } from '@/components/Pager';
import { usePhone } from '@/components/use-phone';
import { pagePlace } from '@/lib/paging';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** `index` counts over all rows, across pages. */
  render: (row: Row, index: number) => ReactNode;
  width?: number | string;
  /** Figures (counts) line up on the right. */
  align?: 'right';
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
  /** Below Mantine's `sm` breakpoint (phones), each row as this compact card in a list instead of the table. */
  card?: (row: Row, index: number) => ReactNode;
  /** A last row in bold under the rows of every page (totals), rendered by the same columns and card. */
  footer?: Row;
}

const CARD_SEPARATOR = '1px solid var(--mantine-color-default-border)';

/**
 * A plain striped table of rows with one cell renderer per column, optionally in pages; on a
 * phone a list of cards instead, when the caller gives one.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  emptyText,
  minWidth = 640,
  label,
  pageSize,
  card,
  footer,
}: DataTableProps<Row>) {
  const [page, setPage] = useState(1);
  const phone = usePhone();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {emptyText}
      </Text>
    );
  }
  // A page past the end (rows removed) is the last page: derived, never stored.
  const size = pageSize ?? rows.length;
  const { pages, first } = pagePlace(rows.length, size, page);
  const shown = rows.slice(first, first + size);
  return (
    <>
      {card && phone ? (
        <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((row, index) => (
            <Box component="li" key={rowKey(row)} py={6} style={{ borderBottom: CARD_SEPARATOR }}>
              {card(row, first + index)}
            </Box>
          ))}
          {footer !== undefined && (
            <Box component="li" py={6} fw={600}>
              {card(footer, rows.length)}
            </Box>
          )}
        </Box>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    ta={column.align}
                    style={column.width === undefined ? undefined : { width: column.width }}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, index) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row, first + index)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {footer !== undefined && (
              <Table.Tfoot>
                <Table.Tr fw={600}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(footer, rows.length)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pager total={rows.length} pageSize={size} page={page} onChange={setPage} label={label ?? ''} />}
    </>
  );
}
