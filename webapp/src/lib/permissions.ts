/**
 * Who may do what on the club pages, the clubs list and the users list (docs/product.md, Permissions), as
 * pure functions. The server checks the same rules; these only decide which buttons to show.
 */
/** The signed-in user as far as permissions go. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
  clubId: number | null;
}

export const viewerOf = (user: { id: number; isAdmin: boolean; club: { id: number } | null }): Viewer => ({
  id: user.id,
  isAdmin: user.isAdmin,
  clubId: user.club?.id ?? null,
});

/** Admins delete clubs, never their own. */
export const canDeleteClub = (viewer: Viewer, clubId: number): boolean => viewer.isAdmin && viewer.clubId !== clubId;

/** The users list's action menu: admins, on every row but their own. */
export const canActOnUser = (viewer: Viewer, userId: number): boolean => viewer.isAdmin && viewer.id !== userId;
