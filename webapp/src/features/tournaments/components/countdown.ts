/** The time left until a moment, as the countdown before applications open shows it. */
export interface TimeLeft {
  days: number;
  /** `HH:MM:SS` within the last day. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What is left from `now` until `until` (both in milliseconds); `null` once it has come. */
export function timeLeft(until: number, now: number): TimeLeft | null {
  const seconds = Math.ceil((until - now) / 1000);
  if (seconds <= 0) return null;
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  return { days, time: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
