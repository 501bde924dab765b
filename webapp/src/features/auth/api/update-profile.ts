import type { ProfileBody, User } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/profile: name and email of the signed-in user. */
export const updateProfile = (body: ProfileBody): Promise<User> => api.put('profile', { json: body }).json<User>();
