import '@/styles/components/Tabs';
import { Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Tournament } from '@/api/types';
import type { AdminPanelsProps } from '@/features/registrations/components/AdminPanels';
import { LazyIneligiblePanel } from '@/features/registrations/components/LazyIneligiblePanel';
import { PanelLoader } from '@/features/registrations/components/PanelLoader';
import { ClubRegistrationPanels, InfoPanels } from '@/features/registrations/components/RegistrationPanels';
import { useRegistrationsNamespace } from '@/features/registrations/i18n';
import { ApplicationsBanner } from '@/app/pages/tournament/applications-banner';
import { TournamentFiles } from '@/features/tournaments/components/TournamentFiles';
import { TournamentPanel } from '@/features/tournaments/components/TournamentPanel';
import { adminTournamentTabs, tabOf, TAB_PARAM, type AdminTournamentTab } from '@/app/pages/tournament/tabs';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

// Every club's panels: loaded when their tab is first opened (clubs never load them).
const adminPanels = (name: 'AdminEntryPanels' | 'AdminStaffPanels' | 'AdminHistoryPanels' | 'AdminFeePanels') =>
  lazy(() =>
    import('@/features/registrations/components/AdminPanels').then((module) => ({
      default: module[name] as ComponentType<AdminPanelsProps>,
    })),
  );
const AdminEntryPanels = adminPanels('AdminEntryPanels');
const AdminStaffPanels = adminPanels('AdminStaffPanels');
const AdminHistoryPanels = adminPanels('AdminHistoryPanels');
const AdminFeePanels = adminPanels('AdminFeePanels');

/**
 * The admins' tournament page: the banner over tabs (overview, entries, staff, fees and
 * deductions, history, files), the open tab in the address (`?tab=staff`) so each is linkable.
 * Only the open tab is rendered.
 */
export function AdminTournamentTabs({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const withFees = useAppData((state) => state.features.registrationFee ?? true);
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  // The panels' strings: the registrations catalogue part, loaded with the page.
  const ready = useRegistrationsNamespace();
  const tabs = adminTournamentTabs(withFees);
  const tab = tabOf(searchParams.get(TAB_PARAM), tabs);
  const open = (next: string | null) =>
    setSearchParams((params) => {
      params.set(TAB_PARAM, next ?? 'overview');
      return params;
    });
  const props = { tournament, withFees };
  const panels: Record<AdminTournamentTab, ReactNode> = {
    overview: (
      <>
        <TournamentPanel tournament={tournament} isAdmin withFiles={false} />
        <InfoPanels tournament={tournament} />
      </>
    ),
    entries: (
      <>
        <LazyIneligiblePanel tournament={tournament} withClub />
        {clubId !== null && <ClubRegistrationPanels tournament={tournament} clubId={clubId} />}
        <AdminEntryPanels {...props} />
      </>
    ),
    staff: <AdminStaffPanels {...props} />,
    fees: <AdminFeePanels {...props} />,
    history: <AdminHistoryPanels {...props} />,
    files: <TournamentFiles tournament={tournament} empty={t('tournaments.tabs.noFiles')} />,
  };
  return (
    <Stack gap="lg">
      <ApplicationsBanner tournament={tournament} />
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tournaments.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            {ready ? (
              <Suspense fallback={<PanelLoader />}>
                <Stack gap="lg">{panels[name]}</Stack>
              </Suspense>
            ) : (
              <PanelLoader />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
