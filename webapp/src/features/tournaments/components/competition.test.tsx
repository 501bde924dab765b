import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/api/types';
import { DataTable } from '@/components/DataTable';
import { competitionColumn, dateColumns } from '@/features/tournaments/components/tournament-columns';
import { TournamentPanel } from '@/features/tournaments/components/TournamentPanel';
import { formatDate, formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Providers } from '@/test/render';

const cup = {
  id: 4,
  name: 'Kup Šumadije',
  description: '<p>Propozicije</p>',
  startDate: '2026-02-01T10:00:00',
  endDate: '2026-03-01T23:59:00',
  eventDate: '2026-03-14',
  place: 'Hala „Čair“, Niš',
  isArchived: false,
  isPublic: false,
  cover: null,
  images: [],
  documents: [],
} as unknown as Tournament;

const inProviders = (element: React.ReactElement) =>
  render(
    <Providers>
      <MemoryRouter>{element}</MemoryRouter>
    </Providers>,
  );

describe('the competition day', { timeout: 20_000 }, () => {
  it("heads the tournament panel with the competition's day and place, the window labelled as applications", () => {
    inProviders(<TournamentPanel tournament={cup} isAdmin={false} />);
    expect(screen.getByTestId('competition-day')).toHaveTextContent(
      `Competition: ${formatDate('2026-03-14')} · Hala „Čair“, Niš`,
    );
    expect(screen.getByTestId('applications-period')).toHaveTextContent(
      `Applications: ${formatDateTime('2026-02-01T10:00:00')} – ${formatDateTime('2026-03-01T23:59:00')}`,
    );
  });

  it('says when the competition day is not announced yet', () => {
    inProviders(<TournamentPanel tournament={{ ...cup, eventDate: null, place: '' }} isAdmin={false} />);
    expect(screen.getByTestId('competition-day')).toHaveTextContent('Competition date not announced yet');
  });

  it('gives the tournaments lists a competition column beside the application window', () => {
    const t = i18n.getFixedT('en');
    inProviders(
      <DataTable
        columns={[competitionColumn(t), ...dateColumns(t)]}
        rows={[cup]}
        rowKey={(row) => row.id}
        emptyText="none"
        label="Tournaments"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Competition',
      'Applications open',
      'Applications close',
    ]);
    expect(screen.getByTestId('competition-cell')).toHaveTextContent(`${formatDate('2026-03-14')}Hala „Čair“, Niš`);
  });
});
