import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupResults } from '@/api/types';
import { BracketView } from '@/features/draws/components/BracketView';
import { KataDrawView } from '@/features/draws/components/KataDrawView';
import { RoundRobinView } from '@/features/draws/components/RoundRobinView';

/** A group's draw as its results stand: a walkover, a kata order, a round robin or a bracket. */
export function DrawBody({ results, ownClubId }: { results: GroupResults; ownClubId: number | null }) {
  const { t } = useTranslation();
  const { draw } = results;
  if (draw.entrants.length === 1) {
    const only = draw.entrants[0];
    return (
      <Text data-testid="walkover">{t('draws.walkover', { name: only?.name ?? '', club: only?.clubName ?? '' })}</Text>
    );
  }
  if (draw.format === 'KATA_POINTS') return <KataDrawView results={results} ownClubId={ownClubId} />;
  return draw.format === 'ROUND_ROBIN' ? (
    <RoundRobinView draw={draw} ownClubId={ownClubId} />
  ) : (
    <BracketView draw={draw} bouts={results.bouts} ownClubId={ownClubId} />
  );
}
