import type { QueryKey } from '@tanstack/react-query';
import type { Tournament } from '@/api/types';
import { registrationListKeys } from '@/features/registrations/api/keys';
import { fetchAllPages, type ListFilters } from '@/features/registrations/api/list-params';
import { listCompetitors, listTeams } from '@/features/registrations/api/lists';
import type { SortMode, TeamType } from '@/features/registrations/api/types';
import {
  competitorGroups,
  teamGroups,
  type EntryGroup,
  type GroupOf,
  type Sex,
} from '@/features/registrations/discipline-overview';

/** Where the overview's entries come from: every registration the filters let through, grouped. */
export interface EntriesSource<Kind extends string> {
  queryKey: (filters: ListFilters) => QueryKey;
  load: (filters: ListFilters) => Promise<EntryGroup<Kind>[]>;
  /** The filters that let one group's registrations through (the server knows the sex the caller sees). */
  groupFilters: (group: GroupOf<Kind>) => ListFilters;
}

const inGroup = ({ categoryId, disciplineId }: GroupOf<string>): ListFilters => ({ categoryId, disciplineId });

/** Competitors in the lists' order, grouped by category, discipline and sex. */
export const competitorEntries = (tournament: Tournament, sort: SortMode): EntriesSource<Sex> => ({
  queryKey: (filters) => registrationListKeys.competitors(tournament.id, { sort, ...filters, every: true }),
  load: async (filters) => {
    const rows = await fetchAllPages((window) => listCompetitors(tournament.id, { sort, ...window, ...filters }));
    return competitorGroups(rows);
  },
  groupFilters: (group) => ({ ...inGroup(group), sex: group.kind }),
});

/** Teams in the lists' order, grouped by category, discipline and type. */
export const teamEntries = (tournament: Tournament, sort: SortMode): EntriesSource<TeamType> => ({
  queryKey: (filters) => registrationListKeys.teams(tournament.id, { sort, ...filters, every: true }),
  load: async (filters) => {
    const rows = await fetchAllPages((window) => listTeams(tournament.id, { sort, ...window, ...filters }));
    return teamGroups(rows);
  },
  groupFilters: (group) => ({ ...inGroup(group), type: group.kind }),
});
