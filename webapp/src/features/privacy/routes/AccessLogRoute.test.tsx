/** The access log page: the rows of a page, filters sent to the server, its 400 shown at the field, pages. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import AccessLogRoute from './AccessLogRoute';

const fetchMock = stubFetch();

const row = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  at: '2026-03-02T09:15:00',
  kind: 'person_read',
  address: '198.51.100.7',
  userId: 4,
  userName: 'Đorđe Šćepanović',
  userEmail: 'djordje@example.com',
  personKind: 'members',
  personId: 12,
  what: '',
  ...changes,
});

const urlOf = (call: number) => new URL((fetchMock.mock.calls[call]?.[0] as Request).url);

describe('AccessLogRoute', { timeout: 20_000 }, () => {
  it('shows who read whose record, from where, and the command line', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        items: [
          row(2),
          row(1, {
            userId: null,
            userName: '',
            kind: 'people_export',
            personKind: null,
            personId: null,
            what: 'club 3',
          }),
        ],
        total: 2,
      }),
    );
    renderRoute(<AccessLogRoute />, '/access-log');
    expect(await screen.findByText('Đorđe Šćepanović (4)')).toBeInTheDocument();
    expect(screen.getByText('Member 12')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: "Person's record read" })).toBeInTheDocument();
    expect(screen.getByText('command line')).toBeInTheDocument();
    expect(screen.getByText('club 3')).toBeInTheDocument();
    expect(screen.getAllByText('198.51.100.7')).toHaveLength(2);
    expect(urlOf(0).searchParams.get('skip')).toBe('0');
    expect(urlOf(0).searchParams.get('limit')).toBe('50');
  });

  it('sends the filters and shows the server’s refusal at the field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [], total: 0 }));
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Invalid input',
        error: 'Bad Request',
        errors: { personKind: 'This field is required.' },
      }),
    );
    renderRoute(<AccessLogRoute />, '/access-log');
    expect(await screen.findByText('No access matches these filters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Person's id"), { target: { value: '12' } });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const asked = urlOf(fetchMock.mock.calls.length - 1);
    expect(asked.pathname).toBe('/api/access-log');
    expect(asked.searchParams.get('personId')).toBe('12');
  });

  it('asks for the next page with the same filters', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { items: Array.from({ length: 50 }, (_, n) => row(n + 1)), total: 120 }),
    );
    renderRoute(<AccessLogRoute />, '/access-log');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'photo_link' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urlOf(fetchMock.mock.calls.length - 1).searchParams.get('skip')).toBe('50'));
    expect(urlOf(fetchMock.mock.calls.length - 1).searchParams.get('kind')).toBe('photo_link');
  });
});
