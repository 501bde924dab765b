import type { SettingsUpdate, SiteSettings } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/model/Settings/{id} `{obj, returnObj}` → the settings (admins). */
export const updateSettings = (id: number, obj: SettingsUpdate): Promise<SiteSettings> =>
  api.put(`model/Settings/${id}`, { json: { obj, returnObj: true } }).json<SiteSettings>();
