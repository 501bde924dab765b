import { useTranslation } from 'react-i18next';
import type { PrintFact } from '@/components/print-table';
import { formatDate } from '@/lib/format';
import { useAppData } from '@/stores/app-data';

/** The tournament a print is of: its name and, when known, its date. */
export interface PrintedTournament {
  name: string;
  eventDate?: string | null;
  startDate?: string | null;
  place?: string | null;
}

/**
 * The header of a print: the federation (the site's title), the tournament with its date (the
 * competition's, else the opening of applications) and its place when the print is of one, and the
 * day printed, as the server's PDFs have it (services/print_header.py).
 */
export function usePrintFacts(tournament?: PrintedTournament | null): () => PrintFact[] {
  const { t } = useTranslation();
  const federation = useAppData((state) => state.settings?.title);
  return () => {
    const facts: PrintFact[] = [];
    if (federation) facts.push([t('print.federation'), federation]);
    if (tournament) {
      const when = [formatDate(tournament.eventDate ?? tournament.startDate), tournament.place?.trim() ?? '']
        .filter(Boolean)
        .join(', ');
      facts.push([t('print.tournament'), when ? `${tournament.name} (${when})` : tournament.name]);
    }
    facts.push([t('print.printedOn'), formatDate(new Date())]);
    return facts;
  };
}
