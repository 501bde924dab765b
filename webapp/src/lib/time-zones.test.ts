import { describe, expect, it } from 'vitest';
import { clocksDiffer, momentIn, zoneOffset } from '@/lib/time-zones';

describe('the federation wall clock', () => {
  it('reads a Belgrade wall time as its moment in winter and in summer', () => {
    expect(momentIn('2027-03-01T10:00:00', 'Europe/Belgrade')?.toISOString()).toBe('2027-03-01T09:00:00.000Z');
    expect(momentIn('2027-07-01T10:00:00', 'Europe/Belgrade')?.toISOString()).toBe('2027-07-01T08:00:00.000Z');
    expect(momentIn('2027-03-01 18:30', 'America/New_York')?.toISOString()).toBe('2027-03-01T23:30:00.000Z');
  });

  it('keeps the minute across the night the clocks go forward and back', () => {
    // Belgrade: 28 March 2027 02:00 → 03:00 (UTC+1 → UTC+2); 31 October 03:00 → 02:00.
    expect(momentIn('2027-03-28T03:30:00', 'Europe/Belgrade')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(momentIn('2027-03-28T01:30:00', 'Europe/Belgrade')?.toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(momentIn('2027-10-31T04:00:00', 'Europe/Belgrade')?.toISOString()).toBe('2027-10-31T03:00:00.000Z');
  });

  it('tells the offset and refuses what is not a wall time', () => {
    expect(zoneOffset(Date.UTC(2027, 0, 15), 'Europe/Belgrade')).toBe(3_600_000);
    expect(zoneOffset(Date.UTC(2027, 0, 15), 'UTC')).toBe(0);
    expect(momentIn('', 'Europe/Belgrade')).toBeNull();
    expect(momentIn('1. 3. 2027.', 'Europe/Belgrade')).toBeNull();
  });

  it('says whether the user clock shows another time than the zone', () => {
    const moment = new Date(Date.UTC(2027, 0, 15, 9));
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(clocksDiffer(moment, own)).toBe(false);
    const other =
      zoneOffset(moment.getTime(), 'Asia/Tokyo') === zoneOffset(moment.getTime(), own) ? 'UTC' : 'Asia/Tokyo';
    expect(clocksDiffer(moment, other)).toBe(true);
  });
});
