import { describe, expect, it, vi } from 'vitest';
import { buildPrintHtml, escapeHtml, printTable } from './print-table';

describe('print table HTML', () => {
  const table = {
    title: 'Članovi - KK <Test>',
    subtitle: 'Printed',
    columns: ['R. br.', 'Ime', 'Pojas'],
    rows: [
      [1, 'Ana', 'Crni'],
      [2, 'Marko "Mare"', null],
    ],
    lang: 'sr',
  };

  it('is a whole document with the title, header row and one row per person', () => {
    const html = buildPrintHtml(table);
    expect(html.startsWith('<!DOCTYPE html><html lang="sr">')).toBe(true);
    expect(html).toContain('<title>Članovi - KK &lt;Test&gt;</title>');
    expect(html).toContain('<h1>Članovi - KK &lt;Test&gt;</h1><p>Printed</p>');
    expect(html).toContain('<thead><tr><th>R. br.</th><th>Ime</th><th>Pojas</th></tr></thead>');
    expect(html).toContain('<tr><td>1</td><td>Ana</td><td>Crni</td></tr>');
    expect(html).toContain('<tr><td>2</td><td>Marko &quot;Mare&quot;</td><td></td></tr>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('names the federation, the tournament and the day above the heading', () => {
    const facts = [
      ['Savez', 'Karate savez <Srbije>'],
      ['Turnir', 'Prolećni kup (01.03.2027.)'],
      ['Odštampano', '26.11.2026.'],
    ] as const;
    const html = buildPrintHtml({ ...table, facts });
    expect(html).toContain(
      '<p class="facts"><b>Savez:</b> Karate savez &lt;Srbije&gt; · <b>Turnir:</b> Prolećni kup (01.03.2027.)' +
        ' · <b>Odštampano:</b> 26.11.2026.</p><h1>',
    );
  });

  it('escapes every text', () => {
    expect(escapeHtml(`<script>alert('x') & "y"</script>`)).toBe(
      '&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;',
    );
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(0)).toBe('0');
  });

  it('shows the empty text instead of an empty table', () => {
    const html = buildPrintHtml({ title: 'T', columns: ['A'], rows: [], emptyText: 'Nobody yet.' });
    expect(html).toContain('<p>Nobody yet.</p>');
    expect(html).not.toContain('<table>');
  });

  it('writes the document into a new window and prints it', () => {
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const popup = { document: doc, focus: vi.fn(), print: vi.fn() };
    const open = vi.fn(() => popup as unknown as Window);
    expect(printTable(table, { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(doc.write).toHaveBeenCalledWith(buildPrintHtml(table));
    expect(doc.close).toHaveBeenCalled();
    expect(popup.print).toHaveBeenCalled();
  });

  it('reports a blocked window', () => {
    expect(printTable(table, { open: () => null })).toBe(false);
  });
});
