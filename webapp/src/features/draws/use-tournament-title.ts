import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import { links } from '@/config/paths';
import { usePageLabel, usePageTitle } from '@/lib/use-page-label';

/**
 * A draws page names its tournament: in the crumb of the tournament and in the page's title
 * ("Draws – Spring Cup"), rather than the routes' generic labels.
 */
export function useTournamentTitle(tournamentId: number, titleKey: string): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = useQuery(tournamentQuery(tournamentId)).data?.name;
  usePageLabel(links.tournamentView(tournamentId), name);
  usePageTitle(pathname, name ? `${t(titleKey)} – ${name}` : null);
}
