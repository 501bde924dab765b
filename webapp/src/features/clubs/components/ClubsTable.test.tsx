import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Club } from '@/api/types';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { ClubsTable } from './ClubsTable';

const fetchMock = stubFetch();

const club = {
  id: 7,
  name: 'Karate klub Sloga',
  shortName: 'KKS',
  city: 'Niš',
  address: 'Ulica 1',
  email: 'sloga@example.com',
  website: 'https://sloga.example.com',
  contact: 'Ana Anić',
  mobile: '061 123 456',
  logo: null,
} as unknown as Club;

describe('ClubsTable', () => {
  it("shows a club's nine details in five columns and the admin's delete button in a sixth", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 7, delete: true }]));
    renderRoute(<ClubsTable clubs={[club]} viewer={{ id: 1, isAdmin: true, clubId: 1 }} />, '/clubs/list');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    const row = within(table).getAllByRole('row')[1]!;
    for (const detail of ['Karate klub Sloga', 'KKS', 'Niš', 'Ulica 1', 'Ana Anić', '061 123 456']) {
      expect(within(row).getByText(detail)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'sloga@example.com' })).toHaveAttribute(
      'href',
      'mailto:sloga@example.com',
    );
    expect(within(row).getByRole('link', { name: 'https://sloga.example.com' })).toBeInTheDocument();
    expect(await within(row).findAllByRole('button')).toHaveLength(1);
    expect((fetchMock.mock.calls[0]?.[0] as Request).url).toMatch(/\/api\/clubs\/capabilities\?id=7$/);
  });

  it('shows no delete button on a row the server says the admin may not delete (their own club)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 7, delete: false }]));
    renderRoute(<ClubsTable clubs={[club]} viewer={{ id: 1, isAdmin: true, clubId: 7 }} />, '/clubs/list');
    const table = await screen.findByRole('table');
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(within(table).getAllByRole('row')[1]!).queryByRole('button')).toBeNull();
  });
});
