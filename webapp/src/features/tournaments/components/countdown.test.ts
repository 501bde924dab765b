import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

const OPENS = new Date(2026, 2, 1, 10, 30, 0).getTime();
const SECOND = 1000;

describe('time left before applications open', () => {
  it('counts days and the time of the last day', () => {
    expect(timeLeft(OPENS, OPENS - (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * SECOND)).toEqual({
      days: 2,
      time: '03:04:05',
    });
  });

  it('shows one second a second before and nothing at the opening', () => {
    expect(timeLeft(OPENS, OPENS - SECOND)).toEqual({ days: 0, time: '00:00:01' });
    expect(timeLeft(OPENS, OPENS - 1)).toEqual({ days: 0, time: '00:00:01' });
    expect(timeLeft(OPENS, OPENS)).toBeNull();
    expect(timeLeft(OPENS, OPENS + SECOND)).toBeNull();
  });
});
