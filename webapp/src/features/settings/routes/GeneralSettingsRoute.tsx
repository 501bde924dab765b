import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { settingsQuery } from '@/api/settings/get-settings';
import { GeneralSettingsForm } from '@/features/settings/components/GeneralSettingsForm';

/** `/settings/general` (admins). */
export default function GeneralSettingsRoute() {
  const query = useQuery(settingsQuery());
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <QueryState query={query}>
        {(settings) => <GeneralSettingsForm key={settings.id} settings={settings} />}
      </QueryState>
    </Paper>
  );
}
