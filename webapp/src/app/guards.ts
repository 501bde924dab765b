/**
 * Navigation rules (docs/product.md, Screens and routes) as pure functions: each returns where to go,
 * or null to stay.
 */
import type { Variant } from '@/api/types';
import { paths } from '@/config/paths';

/** Who may open a route: anyone, only signed-out visitors, signed-in users, or admins. */
export type Access = 'public' | 'guest' | 'user' | 'admin';

export interface GuardUser {
  isAdmin: boolean;
  club: unknown;
}

export function accessRedirect(access: Access, user: GuardUser | null): string | null {
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      return user ? paths.home : null;
    case 'user':
      return user ? null : paths.login;
    case 'admin':
      if (!user) return paths.login;
      return user.isAdmin ? null : paths.home;
  }
}

/** Home only forwards to the user's club. */
export const homeRedirect = (): string => paths.myClub;

/** `/clubs`: the clubs list, or the own club in the WFF variant (docs/product.md, Variants). */
export const clubsMainRedirect = (variant: Variant): string => (variant === 'wff' ? paths.myClub : paths.clubs);

/** A user without a club has no "my club": send them to the clubs list. */
export const myClubRedirect = (user: GuardUser | null): string | null => (user && !user.club ? paths.clubs : null);

/** `/settings` opens the general settings. */
export const settingsRedirect = (): string => paths.settingsGeneral;
