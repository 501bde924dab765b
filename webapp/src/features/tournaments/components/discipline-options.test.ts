import { describe, expect, it } from 'vitest';
import { disciplineOptions } from './discipline-options';

const disciplines = [
  { id: 1, name: 'Kata', isTeam: false },
  { id: 2, name: 'Kumite', isTeam: false },
  { id: 3, name: 'Kata ekipno', isTeam: true },
];

describe('disciplineOptions', () => {
  it('offers individual disciplines to the individual list and team ones to the team list', () => {
    expect(disciplineOptions(disciplines, [], false).map((option) => option.label)).toEqual(['Kata', 'Kumite']);
    expect(disciplineOptions(disciplines, [], true)).toEqual([{ value: '3', label: 'Kata ekipno' }]);
  });

  it('keeps what the tournament already lists, archived or of the other kind', () => {
    const linked = [
      { disciplineId: 2, discipline: { name: 'Kumite' } },
      { disciplineId: 9, discipline: { name: 'Old team kata' } },
    ];
    expect(disciplineOptions(disciplines, linked, true).map((option) => option.value)).toEqual(['3', '2', '9']);
  });
});
