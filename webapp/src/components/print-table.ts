/**
 * Printable tables (docs/product.md, Screens and routes): a small HTML document with one table, written
 * into a new window, which then opens the browser's print dialog.
 */

export type PrintCell = string | number | null | undefined;

/** A label and its value in a print's header ("Tournament", "Spring Cup (01.03.2027.)"). */
export type PrintFact = readonly [label: string, value: string];

export interface PrintTable {
  /** Document and heading title. */
  title: string;
  /** A line under the heading (for example the club's name). */
  subtitle?: string;
  /** What the paper is of, above the heading: federation, tournament and its date, printed on. */
  facts?: readonly PrintFact[];
  columns: readonly string[];
  rows: readonly (readonly PrintCell[])[];
  /** Shown instead of the table when there are no rows. */
  emptyText?: string;
  lang?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: PrintCell): string =>
  value === null || value === undefined ? '' : String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:24px;color:#111}',
  'h1{font-size:20px;margin:0 0 4px}',
  'p{margin:0 0 16px;color:#555}',
  '.facts{margin:0 0 12px;font-size:13px;color:#333}',
  'table{border-collapse:collapse;width:100%;font-size:13px}',
  'th,td{border:1px solid #999;padding:4px 8px;text-align:left;vertical-align:top}',
  'th{background:#eee}',
  '@media print{body{margin:0}}',
].join('');

/** The whole HTML document of a printable table; every text is escaped. */
export function buildPrintHtml({
  title,
  subtitle,
  facts = [],
  columns,
  rows,
  emptyText,
  lang = 'sr',
}: PrintTable): string {
  const header = facts.length
    ? `<p class="facts">${facts.map(([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`).join(' · ')}</p>`
    : '';
  const head = `<tr>${columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr>`;
  const body = rows
    .map((row) => `<tr>${columns.map((_, index) => `<td>${escapeHtml(row[index])}</td>`).join('')}</tr>`)
    .join('');
  const table =
    rows.length === 0 && emptyText
      ? `<p>${escapeHtml(emptyText)}</p>`
      : `<table><thead>${head}</thead><tbody>${body}</tbody></table>`;
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
    `${header}<h1>${escapeHtml(title)}</h1>${subtitle ? `<p>${escapeHtml(subtitle)}</p>` : ''}${table}</body></html>`
  );
}

/**
 * Opens the table in a new window and asks the browser to print it. False when the browser
 * blocked the window.
 */
export function printTable(table: PrintTable, target: Pick<Window, 'open'> = window): boolean {
  const printWindow = target.open('', '_blank');
  if (!printWindow) return false;
  printWindow.document.open();
  printWindow.document.write(buildPrintHtml(table));
  printWindow.document.close();
  printWindow.focus();
  printWindow.print();
  return true;
}
