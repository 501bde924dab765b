import { create } from 'zustand';
import type { ActiveTournament, AppData, Features, Settings, Variant } from '@/api/types';

interface AppDataState {
  settings: Settings | null;
  activeTournament: ActiveTournament | null;
  variant: Variant;
  features: Features;
  loaded: boolean;
  setAppData: (data: AppData) => void;
}

/** Global data of GET /api/data: site settings, the active tournament, variant and features. */
export const useAppData = create<AppDataState>()((set) => ({
  settings: null,
  activeTournament: null,
  variant: 'default',
  features: { registrationFee: true },
  loaded: false,
  setAppData: ({ settings, activeTournament, variant, features }) =>
    set({ settings, activeTournament: activeTournament ?? null, variant, features, loaded: true }),
}));
