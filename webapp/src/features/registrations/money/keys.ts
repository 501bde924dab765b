/** Query keys of invoices, payments and balances; `all` covers every one of them. */
export const moneyKeys = {
  all: ['money'] as const,
  waiting: ['money', 'waiting'] as const,
  banks: ['money', 'banks'] as const,
  tournament: (tournamentId: number) => ['money', tournamentId] as const,
  club: (tournamentId: number, clubId: number) => ['money', tournamentId, clubId] as const,
};
