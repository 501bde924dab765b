import type { Discipline } from '@/api/types';

interface LinkedDiscipline {
  disciplineId: number;
  discipline: { name: string };
}

export interface DisciplineOption {
  value: string;
  label: string;
}

/**
 * The options of one of the tournament form's discipline pickers: the active disciplines of its
 * kind (team ones for the team list, the others for the individual list), plus the ones the
 * tournament already lists there, even when archived since (or of the other kind).
 */
export function disciplineOptions(
  disciplines: readonly Pick<Discipline, 'id' | 'name' | 'isTeam'>[],
  linked: readonly LinkedDiscipline[],
  team: boolean,
): DisciplineOption[] {
  const options = new Map(
    disciplines
      .filter((discipline) => discipline.isTeam === team)
      .map((discipline) => [String(discipline.id), discipline.name]),
  );
  for (const link of linked) {
    if (!options.has(String(link.disciplineId))) options.set(String(link.disciplineId), link.discipline.name);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}
