import type { AppData } from '@/api/types';
import { api } from '@/lib/api-client';

/** GET /api/data: settings, active tournament, variant and features (works signed out). */
export const getAppData = (): Promise<AppData> => api.get('data').json<AppData>();
