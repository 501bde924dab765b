import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorBoxProps {
  /** What the server said, when there is something worth showing. */
  message?: string | undefined;
  onRetry?: () => void;
  /** Label of the retry button: "Try again" by default, "Reload" for the app start. */
  retryLabel?: string;
  retrying?: boolean;
}

/** "Something happened and the data could not be read", with a retry button. */
export function ErrorBox({ message, onRetry, retryLabel, retrying = false }: ErrorBoxProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" radius="lg" title={t('errors.loadTitle')} icon={<IconAlertTriangle size={20} />}>
      <Stack gap="sm">
        <Text size="sm">{t('errors.loadText')}</Text>
        {message && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Text>
        )}
        {onRetry && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              onClick={onRetry}
            >
              {retryLabel ?? t('common.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
