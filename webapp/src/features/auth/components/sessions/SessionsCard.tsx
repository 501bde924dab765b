import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignInSession } from '@/api/types';
import { ErrorBox } from '@/components/ErrorBox';
import { FormError } from '@/components/FormError';
import { endSession, sessionsQueryOptions } from '@/features/auth/api/sessions';
import { SettingsCard } from '@/features/auth/components/SettingsCard';
import { deviceName } from '@/features/auth/user-agent';
import { formatDateTime } from '@/lib/format';
import { settingsCatalogue, useCatalogue } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/** The profile's "Signed-in devices" card: where the user is signed in, and signing out there. */
export function SessionsCard() {
  const { t } = useTranslation();
  if (!useCatalogue(settingsCatalogue)) return <Loader size="sm" />;
  return (
    <SettingsCard title={t('auth.sessions.title')} subtitle={t('auth.sessions.subtitle')}>
      <SessionList />
    </SettingsCard>
  );
}

function SessionList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
      notify(t('auth.sessions.ended'));
    },
  });
  if (sessions.isPending) return <Loader size="sm" />;
  if (sessions.isError) return <ErrorBox message={errorText(sessions.error)} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.length === 0) return <Text c="dimmed">{t('auth.sessions.none')}</Text>;
  return (
    <Stack gap="sm">
      {end.isError && <FormError message={errorText(end.error)} />}
      {sessions.data.map((session) => (
        <SessionRow
          key={session.id}
          session={session}
          ending={end.isPending && end.variables === session.id}
          onEnd={() => end.mutate(session.id)}
        />
      ))}
    </Stack>
  );
}

function SessionRow({ session, ending, onEnd }: { session: SignInSession; ending: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const { browser, system } = deviceName(session.userAgent);
  const name =
    browser && system
      ? t('auth.sessions.device', { browser, system })
      : (browser ?? system ?? t('auth.sessions.unknownDevice'));
  return (
    <Paper withBorder p="sm" data-testid="signed-in-device">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={500}>{name}</Text>
          <Text size="sm" c="dimmed">
            {t('auth.sessions.since', { when: formatDateTime(session.createdAt), address: session.address })}
          </Text>
        </Stack>
        {session.current ? (
          <Badge variant="light">{t('auth.sessions.current')}</Badge>
        ) : (
          <Button variant="light" color="red" size="xs" loading={ending} onClick={onEnd}>
            {t('auth.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
