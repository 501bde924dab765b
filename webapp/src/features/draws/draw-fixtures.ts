/** Draws as the server answers them, for the draws feature's tests. */
import type { Mock } from 'vitest';
import type { Draw, DrawEntrant, DrawGroup } from '@/api/types';
import { jsonResponse } from '@/test/fetch';

/** A competitor of club 5 (KK Čukarički) or of another (KK Đerdap). */
export const entrant = (registrationId: number, name: string, clubId: number): DrawEntrant => ({
  registrationId,
  name,
  clubId,
  clubName: clubId === 5 ? 'KK Čukarički' : 'KK Đerdap',
  seed: null,
});

/** A women's group drawn with seed 7, published. */
export const drawOf = (format: Draw['format'], entrants: DrawEntrant[], bouts: Draw['bouts']): Draw => ({
  groupKey: 'q3ufm6w2kz4b7xgo5yre2hpa',
  categoryId: 1,
  disciplineId: 2,
  sex: 'WOMEN',
  format,
  seed: 7,
  stale: false,
  published: true,
  entrants,
  bouts,
});

/** A call the tests' `fetch` received. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the calls to `fetchMock` in turn with `answers` (the last one again after that); what was sent. */
export function answering(fetchMock: Mock<typeof fetch>, ...answers: [number, unknown][]): Sent[] {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body: unknown = request.method === 'PUT' ? await request.clone().json() : null;
    sent.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    const [status, answer] = answers[Math.min(sent.length, answers.length) - 1] ?? [500, null];
    return jsonResponse(status, answer);
  });
  return sent;
}

/** A drawn group of the draws list, as `GET /draws` answers it (clubs 5 and 9, seed 7). */
export const drawnGroup = (
  groupKey: string,
  sex: 'WOMEN' | 'MEN',
  categoryName: string,
  disciplineName: string,
): DrawGroup => ({
  groupKey,
  sex,
  teamType: null,
  categoryName,
  disciplineName,
  categoryId: 1,
  disciplineId: 2,
  size: 5,
  format: 'ELIMINATION_REPECHAGE',
  drawn: true,
  stale: false,
  seed: 7,
  added: [],
  removed: [],
  clubIds: [5, 9],
});

/** Four women of two clubs, as most results tests draw them. */
export const fourWomen = (): DrawEntrant[] => [
  entrant(1, 'Đurđa Šarić', 5),
  entrant(2, 'Žana Ćirić', 9),
  entrant(3, 'Ivana Jović', 5),
  entrant(4, 'Vesna Vasić', 9),
];
