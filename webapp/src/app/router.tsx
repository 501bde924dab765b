import { useMemo, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { homeRedirect, settingsRedirect } from '@/app/guards';
import { RootLayout } from '@/app/RootLayout';
import { ClubsMainRedirect, Redirect, RequireAccess, RequireClub } from '@/app/route-guards';
import { RouteMatchesContext, type MatchedRoute, type RouteHandle } from '@/app/route-handle';
import { prefetchClubRoute } from '@/app/pages/club-page-data';
import { prefetchTournamentRoute } from '@/app/pages/tournament/tournament-page-data';
import {
  eventsCatalogue,
  lazyWithCatalogue,
  privacyCatalogue,
  resultsCatalogue,
  settingsCatalogue,
  tournamentsCatalogue,
  workspaceCatalogue,
} from '@/lib/i18n';
import { lazyRoute } from '@/lib/lazy-route';
import { useSession } from '@/stores/session';

const AuthLayout = lazyRoute(() => import('@/app/shell/AuthLayout'));
const PublicLayout = lazyWithCatalogue(() => import('@/app/shell/PublicLayout'), eventsCatalogue);
const EventsRoute = lazyRoute(() => import('@/features/events/routes/EventsRoute'));
const EventRoute = lazyRoute(() => import('@/features/events/routes/EventRoute'));
const AppLayout = lazyWithCatalogue(() => import('@/app/shell/AppLayout'), workspaceCatalogue);
const NotFoundPage = lazyRoute(() => import('@/app/pages/NotFoundPage'));
const LoginRoute = lazyRoute(() => import('@/features/auth/routes/LoginRoute'));
const RegisterRoute = lazyWithCatalogue(() => import('@/features/auth/routes/RegisterRoute'), workspaceCatalogue);
const ForgotPasswordRoute = lazyRoute(() => import('@/features/auth/routes/ForgotPasswordRoute'));
const ResetPasswordRoute = lazyRoute(() => import('@/features/auth/routes/ResetPasswordRoute'));
const ProfileRoute = lazyRoute(() => import('@/features/auth/routes/ProfileRoute'));
const ProfileSettingsRoute = lazyRoute(() => import('@/features/auth/routes/ProfileSettingsRoute'));
const ChangePasswordRoute = lazyRoute(() => import('@/features/auth/routes/ChangePasswordRoute'));
const ClubPage = lazyRoute(() => import('@/app/pages/ClubPage'));
const ClubsListRoute = lazyRoute(() => import('@/features/clubs/routes/ClubsListRoute'));
const UsersRoute = lazyRoute(() => import('@/features/users/routes/UsersRoute'));
const AccessLogRoute = lazyWithCatalogue(() => import('@/features/privacy/routes/AccessLogRoute'), privacyCatalogue);
const GeneralSettingsRoute = lazyRoute(() => import('@/features/settings/routes/GeneralSettingsRoute'));
const PaymentSettingsRoute = lazyRoute(() => import('@/features/settings/routes/PaymentSettingsRoute'));
const SettingsLayout = lazyWithCatalogue(() => import('@/app/shell/SettingsLayout'), settingsCatalogue);
const CategorySettingsRoute = lazyRoute(() => import('@/features/categories/routes/CategorySettingsRoute'));
const DisciplineSettingsRoute = lazyRoute(() => import('@/features/disciplines/routes/DisciplineSettingsRoute'));
const SeasonSettingsRoute = lazyRoute(() => import('@/features/seasons/routes/SeasonSettingsRoute'));
const RankingRoute = lazyWithCatalogue(() => import('@/features/seasons/routes/RankingRoute'), resultsCatalogue);
/** The tournament pages wait for their own strings (the tournaments catalogue part) too. */
const tournamentRoute = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyWithCatalogue(load, tournamentsCatalogue);
const TournamentsRoute = tournamentRoute(() => import('@/features/tournaments/routes/TournamentsRoute'));
const ClubTournamentsRoute = tournamentRoute(() => import('@/features/tournaments/routes/ClubTournamentsRoute'));
const CreateTournamentRoute = tournamentRoute(() => import('@/features/tournaments/routes/CreateTournamentRoute'));
const EditTournamentRoute = tournamentRoute(() => import('@/app/pages/tournament/EditTournamentPage'));
const TournamentViewRoute = tournamentRoute(() => import('@/app/pages/tournament/TournamentViewRoute'));
const ActiveTournamentRoute = tournamentRoute(() => import('@/app/pages/tournament/ActiveTournamentRoute'));
const TournamentClubViewRoute = tournamentRoute(() => import('@/app/pages/tournament/TournamentClubViewRoute'));
/** The draw and medal pages wait for the results' strings as well. */
const resultsRoute = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyWithCatalogue(load, [tournamentsCatalogue, resultsCatalogue]);
const DrawsRoute = resultsRoute(() => import('@/features/draws/routes/DrawsRoute'));
const DrawRoute = resultsRoute(() => import('@/features/draws/routes/DrawRoute'));
const MedalsRoute = resultsRoute(() => import('@/features/draws/routes/MedalsRoute'));
const TatamisRoute = resultsRoute(() => import('@/features/draws/routes/TatamisRoute'));
const PublicResultsRoute = resultsRoute(() => import('@/features/draws/routes/PublicResultsRoute'));
const ActiveTournamentClubViewRoute = tournamentRoute(
  () => import('@/app/pages/tournament/ActiveTournamentClubViewRoute'),
);

/** `/tournaments`: the admins' list, or the club's own tournaments for club users. */
function TournamentsIndexRoute() {
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  return isAdmin ? <TournamentsRoute /> : <ClubTournamentsRoute />;
}

const page = (title: string, crumb: string = title): RouteHandle => ({ title, crumb });

const adminOnly = (children: RouteObject[], handle?: RouteHandle): RouteObject => ({
  element: <RequireAccess access="admin" />,
  ...(handle ? { handle } : {}),
  children,
});

const guestRoutes: RouteObject[] = [
  { path: 'login', handle: page('pages.login'), element: <LoginRoute /> },
  { path: 'register', handle: page('pages.register'), element: <RegisterRoute /> },
  { path: 'forgot-password', handle: page('pages.forgotPassword'), element: <ForgotPasswordRoute /> },
  { path: 'reset-password/:token', handle: page('pages.resetPassword'), element: <ResetPasswordRoute /> },
];

const userRoutes: RouteObject[] = [
  { index: true, element: <Redirect to={homeRedirect()} /> },
  {
    element: <RequireClub />,
    children: [
      { path: 'my-club', handle: { ...page('pages.myClub'), prefetch: prefetchClubRoute }, element: <ClubPage /> },
    ],
  },
  {
    path: 'clubs',
    handle: { crumb: 'pages.clubs' },
    children: [
      { index: true, element: <ClubsMainRedirect /> },
      { path: 'list', handle: page('pages.clubs'), element: <ClubsListRoute /> },
      { path: ':id', handle: { ...page('pages.clubView'), prefetch: prefetchClubRoute }, element: <ClubPage /> },
    ],
  },
  { path: 'users', handle: page('pages.users'), element: <UsersRoute /> },
  adminOnly([{ path: 'access-log', handle: page('pages.accessLog'), element: <AccessLogRoute /> }]),
  // A season's ranking: everyone signed in reads it.
  { path: 'ranking', handle: page('pages.ranking'), element: <RankingRoute /> },
  {
    path: 'tournament',
    handle: page('pages.activeTournament'),
    children: [
      { index: true, element: <ActiveTournamentRoute /> },
      adminOnly([
        {
          path: 'view/:clubId',
          handle: page('pages.activeTournamentClubView'),
          element: <ActiveTournamentClubViewRoute />,
        },
      ]),
    ],
  },
  {
    path: 'settings',
    ...adminOnly(
      [
        { index: true, element: <Redirect to={settingsRedirect()} /> },
        {
          element: <SettingsLayout />,
          children: [
            { path: 'general', handle: page('pages.settingsGeneral'), element: <GeneralSettingsRoute /> },
            { path: 'payments', handle: page('pages.settingsPayments'), element: <PaymentSettingsRoute /> },
            { path: 'categories', handle: page('pages.settingsCategories'), element: <CategorySettingsRoute /> },
            { path: 'disciplines', handle: page('pages.settingsDisciplines'), element: <DisciplineSettingsRoute /> },
            { path: 'seasons', handle: page('pages.settingsSeasons'), element: <SeasonSettingsRoute /> },
          ],
        },
      ],
      { crumb: 'pages.settings' },
    ),
  },
  {
    path: 'tournaments',
    handle: page('pages.tournaments'),
    children: [
      // Admins: every tournament to manage; club users: the tournaments their club works in.
      { index: true, element: <TournamentsIndexRoute /> },
      adminOnly([{ path: 'create', handle: page('pages.createTournament'), element: <CreateTournamentRoute /> }]),
      {
        path: ':id',
        handle: page('pages.tournamentView'),
        children: [
          { index: true, handle: { prefetch: prefetchTournamentRoute }, element: <TournamentViewRoute /> },
          adminOnly([
            { path: 'edit', handle: page('pages.editTournament'), element: <EditTournamentRoute /> },
            { path: 'view/:clubId', handle: page('pages.tournamentClubView'), element: <TournamentClubViewRoute /> },
          ]),
          // Admins make and publish the draws; clubs read them once published (the server decides).
          {
            path: 'draws',
            handle: page('pages.tournamentDraws'),
            children: [
              { index: true, element: <DrawsRoute /> },
              { path: ':groupKey', handle: page('pages.tournamentDraw'), element: <DrawRoute /> },
            ],
          },
          // Clubs by medals and each group's podium, read as the draws are (the server decides).
          { path: 'medals', handle: page('pages.tournamentMedals'), element: <MedalsRoute /> },
          // The tatamis and their table officials: set by admins, read as the draws are.
          { path: 'tatamis', handle: page('pages.tournamentTatamis'), element: <TatamisRoute /> },
        ],
      },
    ],
  },
  {
    path: 'profile',
    handle: { crumb: 'pages.profile' },
    element: <ProfileRoute />,
    children: [
      { index: true, handle: page('pages.profileSettings'), element: <ProfileSettingsRoute /> },
      { path: 'change-password', handle: page('pages.changePassword'), element: <ChangePasswordRoute /> },
    ],
  },
];

/** Every route (docs/product.md, Screens and routes) with its guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // The public pages: anyone, signed in or not.
        path: 'events',
        element: <PublicLayout />,
        children: [
          { index: true, handle: page('pages.events'), element: <EventsRoute /> },
          { path: ':id', handle: page('pages.event'), element: <EventRoute /> },
          // The results as they are entered, while the tournament shows them in public.
          { path: ':id/results', handle: page('pages.eventResults'), element: <PublicResultsRoute /> },
        ],
      },
      {
        element: <RequireAccess access="guest" />,
        children: [{ element: <AuthLayout />, children: guestRoutes }],
      },
      {
        path: '/',
        element: <RequireAccess access="user" />,
        handle: { crumb: 'pages.home' },
        children: [{ element: <AppLayout />, children: userRoutes }],
      },
      { path: '*', handle: { title: 'pages.notFound' }, element: <NotFoundPage /> },
    ],
  },
];

/** Renders the route of the current location and shares its matched chain with the shell. */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo<MatchedRoute[]>(
    () =>
      (matchRoutes(routes, location) ?? []).map((match) => ({
        pathname: match.pathname,
        handle: match.route.handle as RouteHandle | undefined,
      })),
    [location],
  );
  const element = useRoutes(routes, location);
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}
