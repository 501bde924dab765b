import '@/features/draws/draws-print.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileTypePdf, IconPrinter, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { downloadDraws } from '@/features/draws/api/download-draws';
import { groupResultsQuery } from '@/features/draws/api/get-group-results';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { ConfirmDrawButton } from '@/features/draws/components/ConfirmDrawButton';
import { DrawBody } from '@/features/draws/components/DrawBody';
import { DayLinks } from '@/features/draws/components/DayLinks';
import { GroupResultsSection } from '@/features/draws/components/GroupResultsSection';
import { KataResultsSection } from '@/features/draws/components/KataResultsSection';
import { ResultsPdfButton } from '@/features/draws/components/ResultsPdfButton';
import { groupTitle } from '@/features/draws/group-title';
import { ownEntrants } from '@/features/draws/own-entrants';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useSession } from '@/stores/session';

/** Names the entrants who left a confirmed draw: the others win their bouts. */
function Withdrawn({ draw }: { draw: Draw }) {
  const { t } = useTranslation();
  const names = draw.entrants.filter((entrant) => entrant.withdrawn).map((entrant) => entrant.name);
  if (names.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="withdrawn">
      {t('draws.confirm.withdrawn', { names: names.join(', ') })}
    </Text>
  );
}

/** Names the club's own entrants of the draw, in words (for everyone, screen readers included). */
function OwnEntrants({ draw, clubId }: { draw: Draw; clubId: number | null }) {
  const { t } = useTranslation();
  const own = ownEntrants(draw, clubId);
  if (own.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-filled)" style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} data-testid="own-entrants">
        {t('draws.ownHere', { names: own.map((entrant) => entrant.name).join(', ') })}
      </Text>
    </Group>
  );
}

/**
 * One group's draw: its format and seed, the bracket or round robin with the results as they
 * stand, placings, print and PDF; admins record the results, clubs read them (once the draws are
 * published), their own people marked.
 */
export function DrawDetail({ tournamentId, groupKey }: { tournamentId: number; groupKey: string }) {
  const { t } = useTranslation();
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  const query = useQuery(groupResultsQuery(tournamentId, groupKey));
  const groups = useQuery(drawsQuery(tournamentId));
  useTournamentTitle(tournamentId, 'pages.tournamentDraw');
  const group = groups.data?.groups.find((candidate) => candidate.groupKey === groupKey);
  const pdf = () => downloadDraws(tournamentId).catch((error: unknown) => notify(errorText(error), 'error'));
  return (
    <QueryState query={query}>
      {(results) => (
        <Stack gap="md" className="draw-page">
          <Group justify="space-between" className="no-print">
            <Group gap="xs">
              <Badge variant="light">{t(`draws.formats.${results.draw.format}`)}</Badge>
              <Badge variant="outline">{t('draws.seedNumber', { seed: results.draw.seed })}</Badge>
              {isAdmin && results.draw.published && <Badge color="green">{t('draws.published')}</Badge>}
            </Group>
            <Group gap="xs">
              <DayLinks tournamentId={tournamentId} />
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                {t('draws.print')}
              </Button>
              <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void pdf()}>
                {t('draws.pdf')}
              </Button>
              {results.draw.entrants.length > 1 && <ResultsPdfButton tournamentId={tournamentId} groupKey={groupKey} />}
            </Group>
          </Group>
          <Title order={3} data-testid="draw-title">
            {group ? groupTitle(group, t) : groupKey}
          </Title>
          {results.draw.stale && (
            <Alert color="orange">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t(isAdmin ? 'draws.staleText' : 'draws.staleClub')}</Text>
                {results.draw.mayConfirm && <ConfirmDrawButton tournamentId={tournamentId} groupKey={groupKey} />}
              </Group>
            </Alert>
          )}
          <Withdrawn draw={results.draw} />
          <OwnEntrants draw={results.draw} clubId={clubId} />
          <DrawBody results={results} ownClubId={clubId} />
          {results.draw.entrants.length > 1 &&
            (results.draw.format === 'KATA_POINTS' ? (
              <KataResultsSection tournamentId={tournamentId} groupKey={groupKey} results={results} isAdmin={isAdmin} />
            ) : (
              <GroupResultsSection
                tournamentId={tournamentId}
                groupKey={groupKey}
                results={results}
                isAdmin={isAdmin}
              />
            ))}
        </Stack>
      )}
    </QueryState>
  );
}
