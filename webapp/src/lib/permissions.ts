/**
 * Who may do what on the club pages, the clubs list and the users list (docs/product.md, Permissions), as
 * pure functions. The server checks the same rules; these only decide which buttons to show.
 */
import type { PeopleResource } from '@/api/types';

/** The signed-in user as far as permissions go. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
  clubId: number | null;
}

/** The general settings that lock members for everyone but admins. */
export interface MemberLocks {
  disableCreate?: boolean | undefined;
  disableEdit?: boolean | undefined;
}

export interface PeopleActions {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

export const viewerOf = (user: { id: number; isAdmin: boolean; club: { id: number } | null }): Viewer => ({
  id: user.id,
  isAdmin: user.isAdmin,
  clubId: user.club?.id ?? null,
});

/** Admins manage every club; a club's own users manage theirs (edit it, change its people). */
export const canManageClub = (viewer: Viewer, clubId: number): boolean => viewer.isAdmin || viewer.clubId === clubId;

/** Admins delete clubs, never their own. */
export const canDeleteClub = (viewer: Viewer, clubId: number): boolean => viewer.isAdmin && viewer.clubId !== clubId;

/**
 * Add, edit and delete buttons of a people panel. Members are also locked for non-admins by
 * disableCreate (adding) and disableEdit (changing and removing).
 */
export function peopleActions(
  resource: PeopleResource,
  viewer: Viewer,
  clubId: number,
  locks: MemberLocks,
): PeopleActions {
  const manages = canManageClub(viewer, clubId);
  if (!manages) return { add: false, edit: false, remove: false };
  const lockedForViewer = resource === 'Members' && !viewer.isAdmin;
  const editLocked = lockedForViewer && Boolean(locks.disableEdit);
  return {
    add: !(lockedForViewer && Boolean(locks.disableCreate)),
    edit: !editLocked,
    remove: !editLocked,
  };
}

/**
 * Marking members and teams "no pay": admins, and clubs unless the server's setting
 * clubsMaySetNoPay (from /api/data) reserves it to admins.
 */
export const canSetNoPay = (isAdmin: boolean, settings: { clubsMaySetNoPay?: boolean | undefined } | null): boolean =>
  isAdmin || settings?.clubsMaySetNoPay !== false;

/** Only admins set a member's "always pays" flag. */
export const canSetAlwaysPays = (viewer: Viewer): boolean => viewer.isAdmin;

/** The users list's action menu: admins, on every row but their own. */
export const canActOnUser = (viewer: Viewer, userId: number): boolean => viewer.isAdmin && viewer.id !== userId;
