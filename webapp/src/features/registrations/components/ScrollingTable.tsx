import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollingTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headers. */
  headers: readonly ReactNode[];
  /** The body's rows. */
  children: ReactNode;
  maxHeight?: number;
  minWidth?: number;
}

/**
 * A table of an admin panel that scrolls natively (Mantine's ScrollArea would bring its own sheet
 * and code), sideways on phones rather than squeezing the columns into a word each; a tab stop,
 * so that the keyboard scrolls it too.
 */
export function ScrollingTable({ label, headers, children, maxHeight = 500, minWidth = 560 }: ScrollingTableProps) {
  return (
    <Box mah={maxHeight} style={{ overflow: 'auto' }} tabIndex={0}>
      <Table verticalSpacing={4} miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}
