/** Every route path of the app, in one place (docs/product.md, Screens and routes). */
export const paths = {
  home: '/',
  myClub: '/my-club',
  clubsMain: '/clubs',
  clubs: '/clubs/list',
  clubView: '/clubs/:id',
  users: '/users',
  accessLog: '/access-log',
  activeTournament: '/tournament',
  activeTournamentClubView: '/tournament/view/:clubId',
  settings: '/settings',
  settingsGeneral: '/settings/general',
  settingsPayments: '/settings/payments',
  settingsCategories: '/settings/categories',
  settingsDisciplines: '/settings/disciplines',
  settingsSeasons: '/settings/seasons',
  tournaments: '/tournaments',
  createTournament: '/tournaments/create',
  editTournament: '/tournaments/:id/edit',
  tournamentView: '/tournaments/:id',
  tournamentClubView: '/tournaments/:id/view/:clubId',
  tournamentDraws: '/tournaments/:id/draws',
  tournamentDraw: '/tournaments/:id/draws/:groupKey',
  tournamentMedals: '/tournaments/:id/medals',
  tournamentTatamis: '/tournaments/:id/tatamis',
  ranking: '/ranking',
  events: '/events',
  event: '/events/:id',
  eventResults: '/events/:id/results',
  profile: '/profile',
  changePassword: '/profile/change-password',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
} as const;

export type PathName = keyof typeof paths;

type Id = number | string;

/** Builders for paths with parameters. */
export const links = {
  clubView: (id: Id) => `/clubs/${id}`,
  activeTournamentClubView: (clubId: Id) => `/tournament/view/${clubId}`,
  editTournament: (id: Id) => `/tournaments/${id}/edit`,
  tournamentView: (id: Id) => `/tournaments/${id}`,
  tournamentClubView: (id: Id, clubId: Id) => `/tournaments/${id}/view/${clubId}`,
  tournamentDraws: (id: Id) => `/tournaments/${id}/draws`,
  tournamentDraw: (id: Id, groupKey: string) => `/tournaments/${id}/draws/${encodeURIComponent(groupKey)}`,
  tournamentMedals: (id: Id) => `/tournaments/${id}/medals`,
  tournamentTatamis: (id: Id) => `/tournaments/${id}/tatamis`,
  event: (id: Id) => `/events/${id}`,
  eventResults: (id: Id) => `/events/${id}/results`,
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
};
