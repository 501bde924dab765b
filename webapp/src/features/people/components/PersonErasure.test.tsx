/** An admin erases a person from the person's drawer: asked first, with what goes and what stays. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ConfirmDialog from '@/components/ConfirmDialog';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { PersonErasure } from './PersonErasure';

const fetchMock = stubFetch();
const person = { id: 31, firstName: 'Đurđa', lastName: 'Šćekić' };

const show = (onErased: () => void) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <PersonErasure resource="Referees" person={person} onErased={onErased} />
        <ConfirmDialog />
      </MemoryRouter>
    </Providers>,
  );

describe('PersonErasure', { timeout: 20_000 }, () => {
  it('erases after the dialog that names the person and the consequences', async () => {
    const user = userEvent.setup();
    const erased = { ...person, firstName: 'Erased person', lastName: '7F3A0C', erasedAt: '2026-04-01T09:00:00' };
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, item: erased }));
    const onErased = vi.fn();
    show(onErased);
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Đurđa Šćekić?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('Backups keep the old data');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/model\/Referees\/31\/erase$/);
  });

  it('says why the server refused and stays open', async () => {
    const user = userEvent.setup();
    const message = 'The data cannot be erased while the person is entered in tournaments that are not archived: Cup.';
    fetchMock.mockImplementation(async () => jsonResponse(409, { message, error: message }));
    const onErased = vi.fn();
    show(onErased);
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();
  });
});
