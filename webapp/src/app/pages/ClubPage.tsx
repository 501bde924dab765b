import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { clubIdOf } from '@/app/pages/club-page-data';
import { ErrorBox } from '@/components/ErrorBox';
import { QueryState } from '@/components/QueryState';
import { clubQuery } from '@/api/clubs/get-club';
import { clubCapabilitiesQuery } from '@/api/clubs/get-club-capabilities';
import { ClubPanel } from '@/features/clubs/components/ClubPanel';
import { PeoplePanels } from '@/features/people/components/PeoplePanels';
import { usePageLabel } from '@/lib/use-page-label';
import { useSession } from '@/stores/session';

function ClubContent({ clubId }: { clubId: number }) {
  const user = useSession((state) => state.user);
  const query = useQuery(clubQuery(clubId));
  // The edit button waits for the server's answer: none is shown until it says so.
  const capabilities = useQuery(clubCapabilitiesQuery(clubId));
  // The club's name is the page's title (and its crumb).
  usePageLabel(useLocation().pathname, query.data?.name);
  if (!user) return null;
  return (
    <QueryState query={query}>
      {(club) => (
        <Stack gap="lg">
          <ClubPanel club={club} canEdit={capabilities.data?.manage ?? false} />
          <PeoplePanels club={club} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The club page (docs/product.md, Screens and routes): `/my-club` shows the user's own club, `/clubs/:id` any club.
 * The club panel and the people panels come from their features.
 */
export default function ClubPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ownClubId = useSession((state) => state.user?.club?.id ?? null);
  const clubId = clubIdOf(id, ownClubId);
  if (clubId === null) return <ErrorBox message={t('clubs.notFound')} />;
  return <ClubContent key={clubId} clubId={clubId} />;
}
