import { describe, expect, it } from 'vitest';
import { competitionText } from '@/lib/competition';
import { formatDate } from '@/lib/format';

describe('competitionText', () => {
  it('joins the competition day and place', () => {
    expect(competitionText({ eventDate: '2026-03-14', place: 'Hala „Čair“, Niš' })).toBe(
      `${formatDate('2026-03-14')} · Hala „Čair“, Niš`,
    );
    expect(formatDate('2026-03-14')).toContain('2026');
  });

  it('says what is known and nothing of the application window', () => {
    expect(competitionText({ eventDate: '2026-03-14', place: '' })).toBe(formatDate('2026-03-14'));
    expect(competitionText({ eventDate: null, place: ' Спортски центар Чаир ' })).toBe('Спортски центар Чаир');
    expect(competitionText({ eventDate: null, place: '   ' })).toBe('');
    expect(competitionText({})).toBe('');
  });
});
