/**
 * Printing a table whose rows load first (every entry of the overview): the window opens on the
 * click itself, so that browsers let it open, says what it waits for, and then gets the table.
 */
import { printTable, type PrintTable } from '@/components/print-table';

export type PrintOutcome = 'printed' | 'blocked';

/**
 * Opens the print window, shows `waitingText` in it until `load` answers, then prints the table.
 * 'blocked' when the browser refused the window; a failed load closes it and rethrows.
 */
export async function printWhenLoaded(
  load: () => Promise<PrintTable>,
  waitingText: string,
  target: Pick<Window, 'open'> = window,
): Promise<PrintOutcome> {
  const printWindow = target.open('', '_blank');
  if (!printWindow) return 'blocked';
  printWindow.document.title = waitingText;
  printWindow.document.body.textContent = waitingText;
  try {
    const table = await load();
    printTable(table, { open: () => printWindow });
    return 'printed';
  } catch (error) {
    printWindow.close();
    throw error;
  }
}
