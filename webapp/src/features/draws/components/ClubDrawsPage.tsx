import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileTypePdf, IconStarFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DrawGroup, Draws } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { links } from '@/config/paths';
import { downloadDraws } from '@/features/draws/api/download-draws';
import { ClubDayPanel } from '@/features/draws/components/ClubDayPanel';
import { DayLinks } from '@/features/draws/components/DayLinks';
import { drawsQuery } from '@/features/draws/api/list-draws';
import { groupTitle } from '@/features/draws/group-title';
import { hasOwnEntrants } from '@/features/draws/own-entrants';
import { useTournamentTitle } from '@/features/draws/use-tournament-title';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useSession } from '@/stores/session';

function OwnBadge({ t }: { t: TFunction }) {
  return (
    <Badge color="yellow" variant="light" leftSection={<IconStarFilled size={12} aria-hidden />}>
      {t('draws.ownClub')}
    </Badge>
  );
}

/**
 * Clubs: the published draws of a tournament, read-only: the club's competitors on the day (where,
 * when, next bout or place), every drawn group (a link to its bracket), those with the club's own
 * people marked, and every bracket as one PDF.
 */
export function ClubDrawsPage({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  const query = useQuery(drawsQuery(tournamentId));
  useTournamentTitle(tournamentId, 'pages.tournamentDraws');
  const pdf = () => downloadDraws(tournamentId).catch((error: unknown) => notify(errorText(error), 'error'));
  const link = (group: DrawGroup) => (
    <Anchor component={Link} to={links.tournamentDraw(tournamentId, group.groupKey)}>
      {groupTitle(group, t)}
    </Anchor>
  );
  const columns: Column<DrawGroup>[] = [
    { key: 'group', header: t('draws.group'), render: link },
    { key: 'size', header: t('draws.entrants'), render: (group) => group.size, width: 110 },
    { key: 'format', header: t('draws.format'), render: (group) => t(`draws.formats.${group.format}`) },
    {
      key: 'own',
      header: t('draws.ownClub'),
      render: (group) => hasOwnEntrants(group, clubId) && <OwnBadge t={t} />,
    },
  ];
  const card = (group: DrawGroup) => (
    <Stack gap={4}>
      {link(group)}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {`${t('draws.entrants')}: ${group.size} · ${t(`draws.formats.${group.format}`)}`}
        </Text>
        {hasOwnEntrants(group, clubId) && <OwnBadge t={t} />}
      </Group>
    </Stack>
  );
  return (
    <QueryState query={query}>
      {(draws: Draws) => (
        <Stack gap="md">
          {/* The page's heading already says "Draws – <tournament>". */}
          <Group justify="space-between" align="flex-start">
            <Text size="sm" c="dimmed" maw={640}>
              {t('draws.clubHelp')}
            </Text>
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void pdf()}>
              {t('draws.pdf')}
            </Button>
            <DayLinks tournamentId={tournamentId} />
          </Group>
          {clubId !== null && (
            <ClubDayPanel
              tournamentId={tournamentId}
              clubId={clubId}
              titles={new Map(draws.groups.map((group) => [group.groupKey, groupTitle(group, t)]))}
            />
          )}
          <DataTable
            columns={columns}
            rows={draws.groups.filter((group) => group.drawn)}
            rowKey={(group) => group.groupKey}
            emptyText={t('draws.emptyClub')}
            label={t('draws.title')}
            minWidth={560}
            card={card}
          />
        </Stack>
      )}
    </QueryState>
  );
}
