import { describe, expect, it, vi } from 'vitest';
import { printWhenLoaded } from './print-when-loaded';

/** A window double that records what is written into it. */
function fakeWindow() {
  const written: string[] = [];
  const printWindow = {
    document: {
      title: '',
      body: { textContent: '' },
      open: vi.fn(),
      write: (html: string) => written.push(html),
      close: vi.fn(),
    },
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
  return { printWindow, written, target: { open: vi.fn(() => printWindow as unknown as Window) } };
}

const table = { title: 'Overview', columns: ['Name'], rows: [['Ana Test']] };

describe('printing a table that loads first', () => {
  it('opens the window before loading, shows the wait, then prints the table', async () => {
    const { printWindow, written, target } = fakeWindow();
    let seenWhileLoading = '';
    const outcome = await printWhenLoaded(
      async () => {
        seenWhileLoading = printWindow.document.body.textContent;
        return table;
      },
      'Preparing…',
      target,
    );
    expect(outcome).toBe('printed');
    expect(target.open).toHaveBeenCalledTimes(1);
    expect(seenWhileLoading).toBe('Preparing…');
    expect(written.join('')).toContain('<td>Ana Test</td>');
    expect(printWindow.print).toHaveBeenCalled();
  });

  it('loads nothing when the browser blocks the window', async () => {
    const load = vi.fn(async () => table);
    expect(await printWhenLoaded(load, 'Preparing…', { open: () => null })).toBe('blocked');
    expect(load).not.toHaveBeenCalled();
  });

  it('closes the window and passes the error on when loading fails', async () => {
    const { printWindow, target } = fakeWindow();
    const failure = new Error('offline');
    await expect(printWhenLoaded(() => Promise.reject(failure), 'Preparing…', target)).rejects.toBe(failure);
    expect(printWindow.close).toHaveBeenCalled();
    expect(printWindow.print).not.toHaveBeenCalled();
  });
});
