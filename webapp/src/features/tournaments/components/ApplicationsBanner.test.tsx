import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationsBanner } from '@/features/tournaments/components/ApplicationsBanner';
import { formatDateTime } from '@/lib/format';
import { Providers } from '@/test/render';

const NOW = new Date(2026, 2, 1, 10, 29, 58);
const byClock = {
  isActive: false,
  registrationByClock: true,
  startDate: '2026-03-01T10:30:00',
  endDate: '2026-03-20T23:59:00',
};

describe('the applications banner', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to an opening by the clock, second by second', () => {
    render(
      <Providers>
        <ApplicationsBanner tournament={byClock} />
      </Providers>,
    );
    expect(screen.getByText(`Applications open ${formatDateTime(byClock.startDate)}`)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Until applications open: 0 d 00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Until applications open: 0 d 00:00:01');
  });

  it('says closed when the switch overrides the clock', () => {
    render(
      <Providers>
        <ApplicationsBanner tournament={{ ...byClock, registrationByClock: false }} />
      </Providers>,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Applications are closed')).toBeInTheDocument();
  });
});
