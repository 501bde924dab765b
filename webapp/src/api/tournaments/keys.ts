/** Query keys of tournaments; `all` covers lists and single tournaments. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (archived: boolean) => ['tournaments', 'list', archived] as const,
  detail: (id: number) => ['tournaments', 'detail', id] as const,
  /** What the signed-in user may do on a tournament's page, and on one club's entries in it. */
  capabilities: (id: number) => ['tournaments', 'capabilities', id] as const,
  clubCapabilities: (id: number, clubId: number) => ['tournaments', 'capabilities', id, 'club', clubId] as const,
  /** Every club's tournaments list (their counts and fees follow registration changes). */
  ofClubs: ['tournaments', 'of-club'] as const,
  ofClub: (clubId: number) => ['tournaments', 'of-club', clubId] as const,
  /** The active disciplines offered by the form; under the disciplines' own key, so changes there refresh it. */
  disciplineOptions: ['disciplines', 'options'] as const,
};
