/** The club logo's size in pixels: on the club panel and in its edit form. */
export const CLUB_LOGO_SIZE = 150;
