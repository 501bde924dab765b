// vitest: fresh modules (the stand-ins are seen only while their fields' modules have not loaded)
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render';
import { lazyField } from './LazyField';
import { LazyMultiSelect } from './LazyMultiSelect';
import { LazyNumberInput } from './LazyNumberInput';

interface TestProps {
  label: string;
  autoFocus?: boolean;
}

/** The loaded field: a plain input that says whether it was asked to take the focus. */
const TestField = ({ label, autoFocus }: TestProps) => (
  // eslint-disable-next-line jsx-a11y/no-autofocus -- the test checks that the focus request is passed on
  <input aria-label={label} autoFocus={autoFocus} data-loaded data-autofocus={String(Boolean(autoFocus))} />
);

/** A lazy field loaded on focus whose module arrives (or fails) when the test says so. */
function controlledField() {
  const answers: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<TestProps> }>((resolve, reject) =>
        answers.push({ resolve: () => resolve({ default: TestField }), reject: () => reject(new Error('chunk')) }),
      ),
  );
  const Field = lazyField(load, ({ label }: TestProps) => ({ label }), { loadOn: 'focus' });
  return { Field, load, answer: (index: number) => answers[index]! };
}

const page = (Field: ComponentType<TestProps>) => (
  <>
    <Field label="Coach" />
    <input aria-label="Next" />
  </>
);

describe('lazyField', () => {
  it('stands in read-only with the same label and value, then the field takes over with the focus', async () => {
    const onChange = vi.fn();
    renderRoute(
      <LazyNumberInput label="Fee" value={2000} thousandSeparator="." decimalSeparator="," onChange={onChange} />,
    );
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

  it('keeps the focused stand-in while the field loads, then gives the field the focus', async () => {
    const { Field, answer } = controlledField();
    renderRoute(page(Field));
    const standIn = screen.getByRole('textbox', { name: 'Coach' });
    act(() => standIn.focus());
    expect(standIn).toBeInTheDocument();
    expect(standIn).toHaveFocus();
    await act(async () => answer(0).resolve());
    const field = await screen.findByRole('textbox', { name: 'Coach' });
    expect(field).toHaveAttribute('data-loaded');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('data-autofocus', 'true');
  });

  it('leaves the focus where the user took it while the field loaded', async () => {
    const { Field, answer } = controlledField();
    renderRoute(page(Field));
    act(() => screen.getByRole('textbox', { name: 'Coach' }).focus());
    const next = screen.getByRole('textbox', { name: 'Next' });
    act(() => next.focus());
    await act(async () => answer(0).resolve());
    expect(await screen.findByRole('textbox', { name: 'Coach' })).toHaveAttribute('data-autofocus', 'false');
    expect(next).toHaveFocus();
  });

  it('shows the network error when the field fails to load, and asks again when focused', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { Field, load, answer } = controlledField();
    renderRoute(page(Field));
    act(() => screen.getByRole('textbox', { name: 'Coach' }).focus());
    await act(async () => answer(0).reject());
    expect(await screen.findByText(i18n.t('errors.network'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Next' })).toBeInTheDocument();
    act(() => screen.getByRole('textbox', { name: 'Next' }).focus());
    act(() => screen.getByRole('textbox', { name: 'Coach' }).focus());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => answer(1).resolve());
    const field = await screen.findByRole('textbox', { name: 'Coach' });
    expect(field).toHaveAttribute('data-loaded');
    expect(field).toHaveFocus();
    expect(screen.queryByText(i18n.t('errors.network'))).toBeNull();
    quiet.mockRestore();
  });

  it("gives every stand-in its field's frame", () => {
    renderRoute(
      <>
        <LazyNumberInput
          label="Fee"
          value={1}
          disabled
          required
          w={120}
          style={{ color: 'red' }}
          onChange={() => undefined}
        />
        <LazyMultiSelect
          aria-label="Disciplines"
          data={[]}
          value={[]}
          style={{ color: 'blue' }}
          onChange={() => undefined}
        />
      </>,
    );
    const fee = screen.getByRole('textbox', { name: 'Fee' });
    expect(fee).toBeDisabled();
    expect(fee).toBeRequired();
    expect(fee.closest('.mantine-InputWrapper-root')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    const disciplines = screen.getByRole('textbox', { name: 'Disciplines' });
    expect(disciplines.closest('.mantine-InputWrapper-root')).toHaveStyle({ color: 'rgb(0, 0, 255)' });
  });
});
