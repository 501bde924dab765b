/**
 * The federation's wall clock and the user's. The API's date-times carry no offset: each is the
 * wall time of the federation's time zone (`timeZone` of GET /api/data). A user elsewhere sees
 * that time as entered and, beside it, the same moment on their own clock.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let made = zoneFormats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, made);
  }
  return made;
}

/** How far `zone`'s wall clock is ahead of UTC at the moment `utc` (milliseconds). */
export function zoneOffset(utc: number, zone: string): number {
  const parts = zoneFormat(zone).formatToParts(new Date(utc));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(utc / 1000) * 1000;
}

/** The moment a wall time of `zone` is (`2027-03-01T10:00:00`); `null` for anything else. */
export function momentIn(value: string, zone: string): Date | null {
  const fields = WALL_TIME.exec(value);
  if (!fields) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields
    .slice(1)
    .map((field) => Number(field ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the wall time read as UTC is at most a transition away; read it again there.
  const first = wall - zoneOffset(wall, zone);
  return new Date(wall - zoneOffset(first, zone));
}

/** The user's clock shows `moment` otherwise than `zone`'s (another offset then). */
export const clocksDiffer = (moment: Date, zone: string): boolean =>
  zoneOffset(moment.getTime(), zone) !== -moment.getTimezoneOffset() * 60_000;
