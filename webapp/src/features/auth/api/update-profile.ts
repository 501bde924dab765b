import type { ProfileBody, User } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/profile: the signed-in user's name, email, language or mail notices (only the fields sent change). */
export const updateProfile = (body: ProfileBody): Promise<User> => api.put('profile', { json: body }).json<User>();
