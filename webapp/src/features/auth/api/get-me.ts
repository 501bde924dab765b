import type { User } from '@/api/types';
import { api } from '@/lib/api-client';

/** GET /api/me: the signed-in user. */
export const getMe = (): Promise<User> => api.get('me').json<User>();
