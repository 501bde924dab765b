import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileTypePdf, IconTournament } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tournament } from '@/api/types';
import { links } from '@/config/paths';
import { downloadDraws } from '@/features/draws/api/download-draws';
import { drawsPublishedQuery } from '@/features/draws/api/get-draws-published';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/**
 * A club's way from its tournament page to the published draws (and their PDF); nothing until the
 * organiser publishes them. Draws are made only once applications close, so the server is not
 * asked while they are open (the busiest days of a tournament).
 */
export function PublishedDrawsLink({ tournament }: { tournament: Pick<Tournament, 'id' | 'isActive'> }) {
  const { t } = useTranslation();
  const query = useQuery({ ...drawsPublishedQuery(tournament.id), enabled: !tournament.isActive });
  if (tournament.isActive || !query.data?.published) return null;
  const pdf = () => downloadDraws(tournament.id).catch((error: unknown) => notify(errorText(error), 'error'));
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconTournament size={20} />}
      title={t('draws.publishedTitle')}
      data-testid="published-draws"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('draws.publishedText')}</Text>
        <Group gap="xs">
          <Button component={Link} to={links.tournamentDraws(tournament.id)} size="sm">
            {t('draws.open')}
          </Button>
          <Button variant="default" size="sm" leftSection={<IconFileTypePdf size={16} />} onClick={() => void pdf()}>
            {t('draws.pdf')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
