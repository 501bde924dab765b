import { queryOptions } from '@tanstack/react-query';
import type { SettingsPage, SiteSettings } from '@/api/types';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/api/settings/keys';

/** GET /api/model/Settings: the one settings item of the site. */
export async function getSettings(): Promise<SiteSettings> {
  const page = await api.get('model/Settings').json<SettingsPage>();
  const settings = page.items[0];
  if (!settings) throw new Error('The server sent no settings.');
  return settings;
}

/** The general settings (the settings page; saving puts the answer under the same key). */
export const settingsQuery = () => queryOptions({ queryKey: settingsKeys.general, queryFn: getSettings });
