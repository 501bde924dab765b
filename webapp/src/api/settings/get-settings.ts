import type { SettingsPage, SiteSettings } from '@/api/types';
import { api } from '@/lib/api-client';

/** GET /api/model/Settings: the one settings item of the site. */
export async function getSettings(): Promise<SiteSettings> {
  const page = await api.get('model/Settings').json<SettingsPage>();
  const settings = page.items[0];
  if (!settings) throw new Error('The server sent no settings.');
  return settings;
}
