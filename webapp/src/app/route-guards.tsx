import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { accessRedirect, clubsMainRedirect, myClubRedirect, type Access } from '@/app/guards';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

/**
 * Renders the nested routes when the visitor may see them, otherwise redirects (docs/product.md,
 * Screens and routes).
 */
export function RequireAccess({ access, children }: { access: Access; children?: ReactNode }) {
  const user = useSession((state) => state.user);
  const target = accessRedirect(access, user);
  if (target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/** `/my-club` for a user without a club goes to the clubs list. */
export function RequireClub({ children }: { children?: ReactNode }) {
  const user = useSession((state) => state.user);
  const target = myClubRedirect(user);
  if (target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/** `/clubs` forwards to the list or, in the WFF variant, to the own club. */
export function ClubsMainRedirect() {
  const variant = useAppData((state) => state.variant);
  return <Navigate to={clubsMainRedirect(variant)} replace />;
}

export function Redirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
