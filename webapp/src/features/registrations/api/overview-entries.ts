import { queryOptions } from '@tanstack/react-query';
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
  /** The registrations the filters let through, grouped (a print's or a preview's query). */
  query: (filters: ListFilters) => ReturnType<typeof groupsQuery<Kind>>;
  /** The filters that let one group's registrations through (the server knows the sex the caller sees). */
  groupFilters: (group: GroupOf<Kind>) => ListFilters;
}

const groupsQuery = <Kind extends string>(queryKey: readonly unknown[], load: () => Promise<EntryGroup<Kind>[]>) =>
  queryOptions({ queryKey, queryFn: load });

const inGroup = ({ categoryId, disciplineId }: GroupOf<string>): ListFilters => ({ categoryId, disciplineId });

/** Competitors in the lists' order, grouped by category, discipline and sex. */
export const entriesText = (tournament: Tournament, sort: SortMode): EntriesSource<Sex> => ({
  query: (filters) =>
    groupsQuery(registrationListKeys.competitors(tournament.id, { sort, ...filters, every: true }), async () => {
      const rows = await fetchAllPages((window) => listCompetitors(tournament.id, { sort, ...window, ...filters }));
      return competitorGroups(rows);
    }),
  groupFilters: (group) => ({ ...inGroup(group), sex: group.kind }),
});

/** Teams in the lists' order, grouped by category, discipline and type. */
export const teamEntries = (tournament: Tournament, sort: SortMode): EntriesSource<TeamType> => ({
  query: (filters) =>
    groupsQuery(registrationListKeys.teams(tournament.id, { sort, ...filters, every: true }), async () => {
      const rows = await fetchAllPages((window) => listTeams(tournament.id, { sort, ...window, ...filters }));
      return teamGroups(rows);
    }),
  groupFilters: (group) => ({ ...inGroup(group), type: group.kind }),
});
