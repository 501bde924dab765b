import '@/styles/components/Accordion';
import { Accordion, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coachKind } from '@/features/people/kinds/coaches';
import { memberKind } from '@/features/people/kinds/members';
import { officialKind } from '@/features/people/kinds/officials';
import { refereeKind } from '@/features/people/kinds/referees';
import type { KindContext } from '@/features/people/kinds/types';
import { DownloadButton } from '@/components/DownloadButton';
import { downloadClubPeople } from '@/api/people/people-downloads';
import { canManageClub, canSetNoPay, peopleActions, viewerOf } from '@/lib/permissions';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';
import { PeoplePanel, type PanelClub } from './PeoplePanel';

/** The club page's collapsible panels of members (open at first), coaches, referees and officials. */
export function PeoplePanels({ club }: { club: PanelClub }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const variant = useAppData((state) => state.variant);
  const settings = useAppData((state) => state.settings);
  const isAdmin = Boolean(user?.isAdmin);
  const maySetNoPay = canSetNoPay(isAdmin, settings);
  const ctx = useMemo<KindContext>(
    () => ({ variant, withCertificates: variant === 'wff', isAdmin, maySetNoPay, t }),
    [variant, isAdmin, maySetNoPay, t],
  );
  if (!user) return null;
  const viewer = viewerOf(user);
  const locks = settings ?? {};

  return (
    <Stack gap="sm">
      {canManageClub(viewer, club.id) && (
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
        <PeoplePanel
          kind={memberKind}
          club={club}
          ctx={ctx}
          actions={peopleActions('Members', viewer, club.id, locks)}
        />
        <PeoplePanel
          kind={coachKind}
          club={club}
          ctx={ctx}
          actions={peopleActions('Coaches', viewer, club.id, locks)}
        />
        <PeoplePanel
          kind={refereeKind}
          club={club}
          ctx={ctx}
          actions={peopleActions('Referees', viewer, club.id, locks)}
        />
        <PeoplePanel
          kind={officialKind}
          club={club}
          ctx={ctx}
          actions={peopleActions('Officials', viewer, club.id, locks)}
        />
      </Accordion>
    </Stack>
  );
}
