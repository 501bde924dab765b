/** The sidebar menu (docs/product.md, Screens and routes), as data derived from user, variant and tournament. */
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconListDetails,
  IconSettings,
  IconTournament,
  IconTrophy,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ActiveTournament, Variant } from '@/api/types';
import { links, paths } from '@/config/paths';

export interface MenuItem {
  id: string;
  labelKey: string;
  /** Shown as it is instead of the catalogue's `labelKey` (a tournament's name). */
  label?: string;
  to: string;
  icon: Icon;
  /** Entries under this one (it then opens and closes them rather than leading anywhere). */
  children?: MenuItem[];
}

export interface MenuSection {
  id: 'main' | 'admin';
  labelKey?: string;
  items: MenuItem[];
}

export interface MenuInput {
  user: { isAdmin: boolean; club: unknown } | null;
  variant: Variant;
  activeTournament: Pick<ActiveTournament, 'isActive'> | null;
  /** Every tournament taking applications (GET /api/data). */
  openTournaments?: readonly Pick<ActiveTournament, 'id' | 'name'>[];
}

/** The tournament entry: the active one, or, while more than one takes applications, each of them. */
function tournamentItem(
  activeTournament: MenuInput['activeTournament'],
  open: readonly Pick<ActiveTournament, 'id' | 'name'>[],
): MenuItem | null {
  if (open.length > 1) {
    return {
      id: 'tournament',
      labelKey: 'nav.openTournaments',
      to: paths.tournaments,
      icon: IconCalendarEvent,
      children: open.map((tournament) => ({
        id: `tournament-${tournament.id}`,
        labelKey: 'nav.openTournament',
        label: tournament.name,
        to: links.tournamentView(tournament.id),
        icon: IconCalendarEvent,
      })),
    };
  }
  if (!activeTournament) return null;
  return {
    id: 'tournament',
    labelKey: activeTournament.isActive ? 'nav.openTournament' : 'nav.lastTournament',
    to: paths.activeTournament,
    icon: IconCalendarEvent,
  };
}

export function menuSections({ user, variant, activeTournament, openTournaments = [] }: MenuInput): MenuSection[] {
  const main: MenuItem[] = [];
  if (user?.club) {
    main.push({ id: 'myClub', labelKey: 'nav.myClub', to: paths.myClub, icon: IconBuildingCommunity });
  }
  if (variant !== 'wff') {
    main.push({ id: 'clubs', labelKey: 'nav.federations', to: paths.clubs, icon: IconListDetails });
  }
  const tournament = tournamentItem(activeTournament, openTournaments);
  if (tournament) main.push(tournament);
  if (user?.club && !user.isAdmin) {
    // Every tournament the club may work in (admins have the full list in their section).
    main.push({ id: 'clubTournaments', labelKey: 'nav.tournaments', to: paths.tournaments, icon: IconTournament });
  }
  if (user) main.push({ id: 'ranking', labelKey: 'nav.ranking', to: paths.ranking, icon: IconTrophy });
  const sections: MenuSection[] = [{ id: 'main', items: main }];
  if (user?.isAdmin) {
    sections.push({
      id: 'admin',
      labelKey: 'nav.admin',
      items: [
        { id: 'tournaments', labelKey: 'nav.tournaments', to: paths.tournaments, icon: IconTournament },
        { id: 'users', labelKey: 'nav.users', to: paths.users, icon: IconUsers },
        { id: 'accessLog', labelKey: 'nav.accessLog', to: paths.accessLog, icon: IconListDetails },
        { id: 'settings', labelKey: 'nav.settings', to: paths.settings, icon: IconSettings },
      ],
    });
  }
  return sections;
}

/** A menu entry is active on its own path and on the pages below it. */
export const isActivePath = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);
