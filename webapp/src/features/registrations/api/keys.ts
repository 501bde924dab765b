/** Query keys of registrations; `tournament(id)` covers everything of one tournament. */
export const registrationKeys = {
  all: ['registrations'] as const,
  tournament: (tournamentId: number) => ['registrations', tournamentId] as const,
  club: (tournamentId: number, clubId: number) => ['registrations', tournamentId, 'club', clubId] as const,
};

/** Every club's lists (admins), under the tournament's key so changes refresh them. */
export const registrationListKeys = {
  competitors: (tournamentId: number, sort: string) => ['registrations', tournamentId, 'competitors', sort] as const,
  teams: (tournamentId: number, sort: string) => ['registrations', tournamentId, 'teams', sort] as const,
  history: (tournamentId: number) => ['registrations', tournamentId, 'history'] as const,
  fees: (tournamentId: number) => ['registrations', tournamentId, 'fees'] as const,
};
