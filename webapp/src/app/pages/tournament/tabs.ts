/** The tabs of the admins' tournament page and the address parameter naming the open one. */

export const TAB_PARAM = 'tab';

const ALL_TABS = ['overview', 'entries', 'staff', 'fees', 'history', 'files'] as const;

export type AdminTournamentTab = (typeof ALL_TABS)[number];

/** The tabs in order; fees and deductions only with the registration fee feature on. */
export const adminTournamentTabs = (withFees: boolean): AdminTournamentTab[] =>
  ALL_TABS.filter((tab) => withFees || tab !== 'fees');

/** The tab an address asks for, or the overview when it names none of `tabs`. */
export const tabOf = (asked: string | null, tabs: readonly AdminTournamentTab[]): AdminTournamentTab =>
  tabs.find((tab) => tab === asked) ?? 'overview';
