import '@/styles/components/Menu';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLock, IconLockOpen, IconPencil, IconTournament } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/config/paths';
import type { Tournament } from '@/api/types';
import { useTournamentActions } from '@/features/tournaments/components/use-tournament-actions';
import { applicationsToggleOf } from '@/features/tournaments/rules';

/**
 * The admin menu itself (Mantine Menu, floating-ui): TournamentAdminMenu loads it on the first
 * click and mounts it open.
 */
export default function TournamentAdminMenuDropdown({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const actions = useTournamentActions();
  const toggle = applicationsToggleOf(tournament);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown size={16} />} loading={actions.pending}>
          {t('tournaments.adminMenu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={links.editTournament(tournament.id)} leftSection={<IconPencil size={16} />}>
          {t('common.edit')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={links.tournamentDraws(tournament.id)}
          leftSection={<IconTournament size={16} />}
        >
          {t('draws.title')}
        </Menu.Item>
        {!tournament.isArchived && (
          <Menu.Item
            leftSection={toggle === 'open' ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            onClick={() => void actions.setApplications(tournament, toggle === 'open')}
          >
            {t(toggle === 'open' ? 'tournaments.applications.open' : 'tournaments.applications.close')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
