import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationsBanner } from '@/features/tournaments/components/ApplicationsBanner';
import { formatDateTime } from '@/lib/format';
import { momentIn } from '@/lib/time-zones';
import { useAppData } from '@/stores/app-data';
import { Providers } from '@/test/render';

/** The runner's own zone, and one whose clock shows another time. */
const OWN_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const OTHER_ZONE = OWN_ZONE === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
const byClock = {
  isActive: false,
  registrationByClock: true,
  startDate: '2026-03-01T10:30:00',
  endDate: '2026-03-20T23:59:00',
};

describe('the applications banner', { timeout: 20_000 }, () => {
  const twoSecondsBefore = (zone: string) => {
    useAppData.setState({ timeZone: zone });
    vi.setSystemTime(momentIn('2026-03-01T10:29:58', zone)!);
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    twoSecondsBefore(OWN_ZONE);
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

  it("counts down to the federation's minute and shows a user elsewhere their own time beside it", () => {
    twoSecondsBefore(OTHER_ZONE);
    render(
      <Providers>
        <ApplicationsBanner tournament={byClock} />
      </Providers>,
    );
    const yours = formatDateTime(momentIn(byClock.startDate, OTHER_ZONE));
    expect(
      screen.getByText(`Applications open ${formatDateTime(byClock.startDate)} (${yours} your time)`),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Until applications open: 0 d 00:00:02');
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
