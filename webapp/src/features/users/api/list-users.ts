import { queryOptions } from '@tanstack/react-query';
import type { UserPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { userKeys } from './keys';

/** GET /api/model/User: name, club, status (and e-mail for admins only). */
export const listUsers = (): Promise<UserPage> =>
  api.get('model/User', { searchParams: listSearchParams() }).json<UserPage>();

/** The users list. */
export const usersQuery = () => queryOptions({ queryKey: userKeys.list, queryFn: listUsers });
