import { queryOptions } from '@tanstack/react-query';
import type {
  ClubDeduction,
  ClubDeductionCreate,
  ClubDeductionPage,
  ClubDeductionUpdate,
} from '@/features/registrations/api/types';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/ClubDeductions?by={"tournamentId":n} (admins). */
export const listDeductions = (tournamentId: number): Promise<ClubDeductionPage> =>
  api
    .get('model/ClubDeductions', { searchParams: listSearchParams({ by: { tournamentId } }) })
    .json<ClubDeductionPage>();

/** A tournament's deductions. */
export const deductionsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: registrationListKeys.deductions(tournamentId),
    queryFn: () => listDeductions(tournamentId),
  });

/** POST /api/model/ClubDeductions. */
export const createDeduction = (obj: ClubDeductionCreate): Promise<ClubDeduction> =>
  api.post('model/ClubDeductions', { json: { obj, returnObj: true } }).json<ClubDeduction>();

/** DELETE /api/model/ClubDeductions/{id}. */
export const deleteDeduction = async (id: number): Promise<void> => {
  await api.delete(`model/ClubDeductions/${id}`);
};

/** PUT /api/model/ClubDeductions/{id}: a new percent. */
export const updateDeduction = (id: number, obj: ClubDeductionUpdate): Promise<ClubDeduction> =>
  api.put(`model/ClubDeductions/${id}`, { json: { obj, returnObj: true } }).json<ClubDeduction>();
