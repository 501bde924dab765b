import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompetitionLine } from '@/features/events/components/CompetitionLine';
import { formatDate } from '@/lib/format';
import { eventsCatalogue, loadCatalogue } from '@/lib/i18n';
import { Providers } from '@/test/render';

beforeAll(() => loadCatalogue('en', eventsCatalogue));

describe('CompetitionLine', { timeout: 20_000 }, () => {
  it("shows the competition's day and place on the public pages", () => {
    render(
      <Providers>
        <CompetitionLine tournament={{ eventDate: '2026-03-14', place: 'Спортски центар Чаир' }} />
      </Providers>,
    );
    expect(screen.getByTestId('competition-day')).toHaveTextContent(
      `Competition: ${formatDate('2026-03-14')} · Спортски центар Чаир`,
    );
  });

  it('says when the day is not announced yet', () => {
    render(
      <Providers>
        <CompetitionLine tournament={{ eventDate: null, place: '' }} />
      </Providers>,
    );
    expect(screen.getByTestId('competition-day')).toHaveTextContent('Competition date not announced yet');
  });
});
