import type { AccessKind, PeopleKind } from '@/api/types';

/** The access log's filters as the page holds them: '' (or null) when not filtered. */
export interface AccessFilters {
  personKind: PeopleKind | null;
  personId: string;
  userId: string;
  kind: AccessKind | null;
  /** `YYYY-MM-DD`, both days included. */
  since: string;
  until: string;
}

export const NO_FILTERS: AccessFilters = {
  personKind: null,
  personId: '',
  userId: '',
  kind: null,
  since: '',
  until: '',
};

export const ACCESS_KINDS: readonly AccessKind[] = [
  'person_read',
  'photo_link',
  'people_export',
  'entries_export',
  'person_export',
  'erasure',
  'consent_change',
];

export const ACCESS_PAGE_SIZE = 50;

/** The query string of the filters (the server judges them: a bad one is its 400 per field). */
export function accessSearchParams(filters: AccessFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.personKind) params.personKind = filters.personKind;
  if (filters.personId.trim()) params.personId = filters.personId.trim();
  if (filters.userId.trim()) params.userId = filters.userId.trim();
  if (filters.kind) params.kind = filters.kind;
  if (filters.since) params.since = filters.since;
  if (filters.until) params.until = filters.until;
  return params;
}
