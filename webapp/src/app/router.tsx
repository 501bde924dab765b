import { lazy, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { homeRedirect, settingsRedirect } from '@/app/guards';
import { RootLayout } from '@/app/RootLayout';
import { ClubsMainRedirect, Redirect, RequireAccess, RequireClub } from '@/app/route-guards';
import { RouteMatchesContext, type MatchedRoute, type RouteHandle } from '@/app/route-handle';

const AuthLayout = lazy(() => import('@/app/shell/AuthLayout'));
const AppLayout = lazy(() => import('@/app/shell/AppLayout'));
const ComingPage = lazy(() => import('@/app/pages/ComingPage'));
const NotFoundPage = lazy(() => import('@/app/pages/NotFoundPage'));
const LoginRoute = lazy(() => import('@/features/auth/routes/LoginRoute'));
const RegisterRoute = lazy(() => import('@/features/auth/routes/RegisterRoute'));
const ForgotPasswordRoute = lazy(() => import('@/features/auth/routes/ForgotPasswordRoute'));
const ResetPasswordRoute = lazy(() => import('@/features/auth/routes/ResetPasswordRoute'));
const ProfileRoute = lazy(() => import('@/features/auth/routes/ProfileRoute'));
const ProfileSettingsRoute = lazy(() => import('@/features/auth/routes/ProfileSettingsRoute'));
const ChangePasswordRoute = lazy(() => import('@/features/auth/routes/ChangePasswordRoute'));

const page = (title: string, crumb: string = title): RouteHandle => ({ title, crumb });

/** A page that is not built yet: the shell shows its title, breadcrumbs and a "coming" panel. */
const coming = (path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  handle: page(title),
  element: <ComingPage />,
  ...extra,
});

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
  { element: <RequireClub />, children: [coming('my-club', 'pages.myClub')] },
  {
    path: 'clubs',
    handle: { crumb: 'pages.clubs' },
    children: [
      { index: true, element: <ClubsMainRedirect /> },
      coming('list', 'pages.clubs'),
      coming(':id', 'pages.clubView'),
    ],
  },
  coming('users', 'pages.users'),
  {
    path: 'tournament',
    handle: page('pages.activeTournament'),
    children: [
      { index: true, element: <ComingPage /> },
      adminOnly([coming('view/:clubId', 'pages.activeTournamentClubView')]),
    ],
  },
  {
    path: 'settings',
    ...adminOnly(
      [
        { index: true, element: <Redirect to={settingsRedirect()} /> },
        coming('general', 'pages.settingsGeneral'),
        coming('categories', 'pages.settingsCategories'),
        coming('disciplines', 'pages.settingsDisciplines'),
      ],
      { crumb: 'pages.settings' },
    ),
  },
  {
    path: 'tournaments',
    ...adminOnly(
      [
        { index: true, element: <ComingPage /> },
        coming('create', 'pages.createTournament'),
        {
          path: ':id',
          handle: page('pages.tournamentView'),
          children: [
            { index: true, element: <ComingPage /> },
            coming('edit', 'pages.editTournament'),
            coming('view/:clubId', 'pages.tournamentClubView'),
          ],
        },
      ],
      page('pages.tournaments'),
    ),
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

/** Every route of product-spec §2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
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
