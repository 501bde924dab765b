import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Club } from '@/api/types';
import { CLUB_LOGO_SIZE } from '@/features/clubs/logo';
import { useOpenedOnce } from '@/lib/use-opened-once';
import classes from './ClubPanel.module.css';
import { ExternalLink } from './ExternalLink';

// The edit drawer and its form load when it first opens.
const ClubDrawer = lazy(() => import('./ClubDrawer'));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The club's logo (150 px) and details, with the edit drawer for admins and the club's own users. */
export function ClubPanel({ club, canEdit }: { club: Club; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const drawerNeeded = useOpenedOnce(editing);
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="club-panel">
      <div className={classes.layout}>
        <Avatar
          src={club.logo}
          alt={club.name}
          size={CLUB_LOGO_SIZE}
          radius="md"
          color="indigo"
          className={classes.logo}
        >
          <IconBuildingCommunity size="45%" stroke={1.2} />
        </Avatar>
        <Stack gap="md" className={classes.body}>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz={22}>
                {club.name}
              </Title>
              <Text c="dimmed" size="sm">
                {club.shortName}
              </Text>
            </div>
            {canEdit && (
              <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                {t('clubs.edit')}
              </Button>
            )}
          </Group>
          <div className={classes.details}>
            <Detail label={t('auth.club.city')}>{club.city}</Detail>
            <Detail label={t('auth.club.address')}>{club.address}</Detail>
            <Detail label={t('auth.club.contact')}>{club.contact}</Detail>
            <Detail label={t('auth.club.mobile')}>{club.mobile}</Detail>
            <Detail label={t('auth.club.email')}>
              <ExternalLink kind="email" value={club.email} />
            </Detail>
            <Detail label={t('auth.club.website')}>
              {club.website ? <ExternalLink kind="website" value={club.website} /> : null}
            </Detail>
          </div>
        </Stack>
      </div>
      {canEdit && drawerNeeded && (
        <Suspense fallback={null}>
          <ClubDrawer club={club} opened={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
