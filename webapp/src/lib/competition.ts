import { formatDate } from '@/lib/format';

/** What a tournament says of its competition: the (first) day and where it is held. */
export interface CompetitionDay {
  eventDate?: string | null;
  place?: string | null;
}

/**
 * The competition's day and place as one text (`14. 03. 2026. · Hala Čair, Niš`), the day or the
 * place alone when only one is known, '' when neither is: never the application window, which is
 * not the event's date.
 */
export const competitionText = ({ eventDate, place }: CompetitionDay): string =>
  [formatDate(eventDate), place?.trim() ?? ''].filter(Boolean).join(' · ');
