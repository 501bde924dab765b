import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { links } from '@/config/paths';

/** The address of the tournament's public page, with a button that copies it. */
export function PublicLink({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}${links.event(tournamentId)}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {t('tournaments.publicLink')}:
      </Text>
      <Anchor href={address} target="_blank" rel="noopener" size="sm" data-testid="public-link">
        {address}
      </Anchor>
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
          >
            {t(copied ? 'tournaments.linkCopied' : 'tournaments.copyLink')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
