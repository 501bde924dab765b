/**
 * The signed-in user as the lists need it (their admin columns). Who may do what is the server's
 * answer (the capability operations: getClubCapabilities, listClubCapabilities, listUserCapabilities…).
 */
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
