import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { getSettings } from '@/api/settings/get-settings';
import { settingsKeys } from '@/api/settings/keys';
import { GeneralSettingsForm } from '@/features/settings/components/GeneralSettingsForm';

/** `/settings/general` (admins). */
export default function GeneralSettingsRoute() {
  const query = useQuery({ queryKey: settingsKeys.general, queryFn: getSettings });
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <QueryState query={query}>
        {(settings) => <GeneralSettingsForm key={settings.id} settings={settings} />}
      </QueryState>
    </Paper>
  );
}
