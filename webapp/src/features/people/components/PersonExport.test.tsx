/** An admin downloads everything held on a person, as JSON or PDF, from the person's drawer. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { PersonExport } from './PersonExport';

const fetchMock = stubFetch();

describe('PersonExport', { timeout: 20_000 }, () => {
  it('asks for the kind and id of the person in the format chosen', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    renderRoute(<PersonExport resource="Referees" id={31} />, '/clubs/3');
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toMatch(/\/api\/people\/referees\/31\/export\.pdf$/);
    fireEvent.click(screen.getByRole('button', { name: 'JSON' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((fetchMock.mock.calls[1]?.[0] as Request).url).toMatch(/\/api\/people\/referees\/31\/export\.json$/);
  });
});
