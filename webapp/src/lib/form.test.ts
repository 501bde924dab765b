import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useZodForm } from '@/lib/form';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const schema = z.object({ name: z.string().check(z.minLength(1, { error: 'validation.required' })) });

/** A form whose schema arrives when the test says so, and a submit handler. */
function formWithSlowSchema(name: string) {
  let resolve: (value: typeof schema) => void = () => undefined;
  const loader = () => new Promise<typeof schema>((done) => (resolve = done));
  const { result } = renderHook(() => useZodForm<{ name: string }>(loader, { name }));
  return { result, submitted: vi.fn(), arrive: () => resolve(schema) };
}

describe('useZodForm with a schema loader', () => {
  it('loads the schema on mount and validates with it when the form is submitted', async () => {
    const loader = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() => useZodForm<{ name: string }>(loader, { name: '' }));
    expect(loader).toHaveBeenCalledTimes(1);
    const submitted = vi.fn();
    await act(async () => result.current.onSubmit(submitted)());
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'validation.required' });
    act(() => result.current.setFieldValue('name', 'Kup'));
    await act(async () => result.current.onSubmit(submitted)());
    expect(submitted).toHaveBeenCalledWith({ name: 'Kup' }, undefined);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('waits for a schema still loading before it checks and submits', async () => {
    const { result, submitted, arrive } = formWithSlowSchema('');
    act(() => result.current.onSubmit(submitted)());
    expect(result.current.errors).toEqual({});
    await act(async () => arrive());
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'validation.required' });
  });

  it('submits nothing when the schema fails to load, says so, and loads it again on the next submit', async () => {
    const loader = vi.fn((): Promise<typeof schema> => Promise.reject(new Error('chunk')));
    const { result } = renderHook(() => useZodForm<{ name: string }>(loader, { name: '' }));
    const submitted = vi.fn();
    await act(async () => result.current.onSubmit(submitted)());
    expect(submitted).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(i18n.t('errors.network'), 'error');
    expect(result.current.waitingForSchema).toBe(false);
    loader.mockImplementation(() => Promise.resolve(schema));
    await act(async () => result.current.onSubmit(submitted)());
    expect(loader).toHaveBeenCalledTimes(2); // on mount (the first submit waited for it), then again
    expect(result.current.errors).toEqual({ name: 'validation.required' });
  });

  it('submits once however often it is asked while the schema loads, and says it waits', async () => {
    const { result, submitted, arrive } = formWithSlowSchema('Kup');
    act(() => result.current.onSubmit(submitted)());
    act(() => result.current.onSubmit(submitted)());
    expect(result.current.waitingForSchema).toBe(true);
    await act(async () => arrive());
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(result.current.waitingForSchema).toBe(false);
  });
});
