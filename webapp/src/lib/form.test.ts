import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useZodForm } from '@/lib/form';

const schema = z.object({ name: z.string().check(z.minLength(1, { error: 'validation.required' })) });

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
    let resolve: (value: typeof schema) => void = () => undefined;
    const loader = () => new Promise<typeof schema>((done) => (resolve = done));
    const { result } = renderHook(() => useZodForm<{ name: string }>(loader, { name: '' }));
    const submitted = vi.fn();
    act(() => result.current.onSubmit(submitted)());
    expect(result.current.errors).toEqual({});
    await act(async () => resolve(schema));
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'validation.required' });
  });
});
