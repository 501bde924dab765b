import '@/styles/components/Accordion';
import { Accordion, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coachKind } from '@/features/people/kinds/coaches';
import { memberKind } from '@/features/people/kinds/members';
import { officialKind } from '@/features/people/kinds/officials';
import { refereeKind } from '@/features/people/kinds/referees';
import type { KindContext } from '@/features/people/kinds/types';
import { DownloadButton } from '@/components/DownloadButton';
import { downloadClubPeople } from '@/api/people/people-downloads';
import { clubCapabilitiesQuery } from '@/api/clubs/get-club-capabilities';
import type { PeopleActions } from '@/api/types';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';
import { PeoplePanel, type PanelClub } from './PeoplePanel';

/** No button while the server's answer is on its way. */
const NONE: PeopleActions = { add: false, edit: false, remove: false };

/**
 * The club page's collapsible panels of members (open at first), coaches, referees and officials;
 * their buttons and pay flags are what the server answers the signed-in user may do
 * (getClubCapabilities).
 */
export function PeoplePanels({ club }: { club: PanelClub }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const variant = useAppData((state) => state.variant);
  const capabilities = useQuery(clubCapabilitiesQuery(club.id)).data;
  const isAdmin = Boolean(user?.isAdmin);
  const maySetNoPay = capabilities?.setNoPay ?? false;
  const maySetAlwaysPays = capabilities?.setAlwaysPays ?? false;
  const ctx = useMemo<KindContext>(
    () => ({ variant, withCertificates: variant === 'wff', isAdmin, maySetNoPay, maySetAlwaysPays, t }),
    [variant, isAdmin, maySetNoPay, maySetAlwaysPays, t],
  );
  if (!user) return null;

  return (
    <Stack gap="sm">
      {capabilities?.manage && (
        <Group justify="flex-end">
          <DownloadButton label={t('people.export')} download={() => downloadClubPeople(club.id)} />
        </Group>
      )}
      <Accordion
        multiple
        defaultValue={[memberKind.id]}
        variant="separated"
        radius="md"
        chevronPosition="left"
        styles={{
          item: { backgroundColor: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' },
        }}
      >
        <PeoplePanel kind={memberKind} club={club} ctx={ctx} actions={capabilities?.members ?? NONE} />
        <PeoplePanel kind={coachKind} club={club} ctx={ctx} actions={capabilities?.coaches ?? NONE} />
        <PeoplePanel kind={refereeKind} club={club} ctx={ctx} actions={capabilities?.referees ?? NONE} />
        <PeoplePanel kind={officialKind} club={club} ctx={ctx} actions={capabilities?.officials ?? NONE} />
      </Accordion>
    </Stack>
  );
}
