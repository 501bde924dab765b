import type { SiteSettings } from '@/api/types';
import { api } from '@/lib/api-client';
import { fileBody } from '@/lib/files';

/** POST /api/model/Settings/{id} multipart `file` → the settings with the new site logo. */
export const uploadSettingsLogo = (id: number, file: File): Promise<SiteSettings> =>
  api.post(`model/Settings/${id}`, { body: fileBody(file) }).json<SiteSettings>();
