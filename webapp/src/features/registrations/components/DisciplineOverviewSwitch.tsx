import '@/styles/components/Switch';
import { Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NS } from '@/features/registrations/i18n';
import { settingsKeys } from '@/api/settings/keys';
import { updateSettings } from '@/api/settings/update-settings';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-client';
import { errorText } from '@/lib/translate-message';
import { useAppData } from '@/stores/app-data';

/** Admins: the site setting showDisciplines, whether clubs see the discipline overview. */
export function DisciplineOverviewSwitch() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const settings = useAppData((state) => state.settings);
  const mutation = useMutation({
    mutationFn: (showDisciplines: boolean) => {
      if (settings?.id === undefined) throw new Error('The app data has no settings id.');
      return updateSettings(settings.id, { showDisciplines });
    },
    onSuccess: async (saved) => {
      notify(t(saved.showDisciplines ? 'overview.shown' : 'overview.hidden'));
      queryClient.setQueryData(settingsKeys.general, saved);
      // The switch and the clubs' pages read the setting from the app data.
      await queryClient.invalidateQueries({ queryKey: queryKeys.appData });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const checked = mutation.isPending ? mutation.variables : (settings?.showDisciplines ?? false);
  return (
    <Switch
      size="sm"
      label={t('overview.show')}
      checked={checked}
      disabled={mutation.isPending || settings?.id === undefined}
      onChange={(event) => mutation.mutate(event.currentTarget.checked)}
    />
  );
}
