import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { LazyNumberInput } from './LazyNumberInput';

describe('lazyField', () => {
  it('stands in read-only with the same label and value, then the field takes over with the focus', async () => {
    const onChange = vi.fn();
    renderRoute(<LazyNumberInput label="Fee" value={2000} thousandSeparator="." decimalSeparator="," onChange={onChange} />);
    const standIn = screen.getByRole('textbox', { name: 'Fee' });
    expect(standIn).toHaveValue('2.000');
    expect(standIn).toHaveAttribute('readonly');
    standIn.focus();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Fee' })).not.toHaveAttribute('readonly'));
    const field = screen.getByRole('textbox', { name: 'Fee' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '2500' } });
    expect(onChange).toHaveBeenCalledWith(2500);
  });
});
