import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { LazySelect } from './LazySelect';

describe('LazySelect', () => {
  it('stands in with a labelled combobox, then opens the real select on focus', async () => {
    const onChange = vi.fn();
    renderRoute(
      <LazySelect label="Coach" data={[{ value: '1', label: 'Dragan' }]} value={null} onChange={onChange} searchable />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Coach' });
    expect(screen.queryByRole('option')).toBeNull();
    act(() => standIn.focus());
    fireEvent.click(await screen.findByRole('option', { name: 'Dragan' }));
    expect(onChange).toHaveBeenCalledWith('1', expect.objectContaining({ value: '1' }));
  });

  it('opens on a click once the click is complete, also when its code is already loaded', async () => {
    await LazySelect.preload();
    renderRoute(<LazySelect label="Rank" data={['A', 'B']} value={null} onChange={() => undefined} />);
    const standIn = screen.getByRole('combobox', { name: 'Rank' });
    fireEvent.pointerDown(standIn);
    act(() => standIn.focus()); // as the press does
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.click(standIn);
    expect(await screen.findByRole('option', { name: 'B' })).toBeTruthy();
  });

  it('shows the chosen option in its stand-in', () => {
    renderRoute(
      <LazySelect label="Rank" data={[{ value: 'NA', label: 'National A' }]} value="NA" onChange={() => undefined} />,
    );
    expect(screen.getByRole('combobox', { name: 'Rank' })).toHaveValue('National A');
  });
});
