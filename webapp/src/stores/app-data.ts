import { create } from 'zustand';
import type { ActiveTournament, AppData, Features, Settings, Variant } from '@/api/types';

interface AppDataState {
  settings: Settings | null;
  activeTournament: ActiveTournament | null;
  /** Every tournament taking applications (the menu lists them when there is more than one). */
  openTournaments: ActiveTournament[];
  variant: Variant;
  features: Features;
  /** The federation's time zone: every date-time of the API is its wall clock. */
  timeZone: string;
  loaded: boolean;
  setAppData: (data: AppData) => void;
}

/** Global data of GET /api/data: site settings, the active and the open tournaments, variant, features and the federation's time zone. */
export const useAppData = create<AppDataState>()((set) => ({
  settings: null,
  activeTournament: null,
  openTournaments: [],
  variant: 'default',
  features: { registrationFee: true },
  timeZone: 'Europe/Belgrade',
  loaded: false,
  setAppData: ({ settings, activeTournament, openTournaments, variant, features, timeZone }) =>
    set({
      settings,
      activeTournament: activeTournament ?? null,
      openTournaments: openTournaments ?? [],
      variant,
      features,
      timeZone,
      loaded: true,
    }),
}));
