import { constraints } from '@/api/constraints';
import { describe, expect, it } from 'vitest';
import type { Discipline } from '@/api/types';
import {
  categoryNamesOf,
  disciplineBody,
  disciplineSchema,
  disciplineValues,
  feeStatusOf,
  forSexOf,
  kindLabelKey,
  kindText,
  sexLabelKey,
  type DisciplineValues,
} from './discipline';

const valid: DisciplineValues = {
  name: 'Kata',
  categoryIds: ['1'],
  forSex: 'both',
  kind: 'individual',
  alwaysPay: false,
  noPay: false,
  isKataA: false,
  isKataB: false,
  drawFormat: 'auto',
  minWeight: '',
  maxWeight: '',
  teamMinMembers: '',
  teamMaxMembers: '',
};

const issues = (values: DisciplineValues) => {
  const result = disciplineSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const discipline: Discipline = {
  id: 4,
  name: 'Kumite',
  categoryIds: [1, 2],
  disciplineCategories: [
    { categoryId: 1, category: { id: 1, name: 'Kadeti' } },
    { categoryId: 2, category: { id: 2, name: 'Seniori' } },
  ],
  forSex: '2',
  noPay: false,
  alwaysPay: true,
  isKataA: false,
  isKataB: true,
  isArchived: false,
  isDeleted: false,
  maxWeight: 60,
  drawFormat: null,
  isTeam: true,
  teamMinMembers: 5,
  teamMaxMembers: 7,
};

describe('discipline form', () => {
  it('accepts a named discipline with a category', () => expect(issues(valid)).toEqual([]));

  it('needs a name and at least one category', () => {
    expect(issues({ ...valid, name: ' ', categoryIds: [] })).toEqual([
      'name: validation.required',
      'categoryIds: validation.required',
    ]);
  });

  it('leaves the exclusive pairs of flags to the server (its 400 names alwaysPay or isKataB)', () => {
    expect(issues({ ...valid, alwaysPay: true, noPay: true })).toEqual([]);
    expect(issues({ ...valid, isKataA: true, isKataB: true })).toEqual([]);
  });

  it("takes weights in kg with one decimal (their order is the server's rule)", () => {
    expect(issues({ ...valid, maxWeight: 60.5 })).toEqual([]);
    expect(issues({ ...valid, maxWeight: 60.55 })).toEqual(['maxWeight: validation.weightRange']);
    expect(issues({ ...valid, minWeight: 70, maxWeight: 60 })).toEqual([]);
  });

  it("takes a team's member range as whole numbers in the server's bounds (their order is the server's rule)", () => {
    expect(issues({ ...valid, kind: 'team', teamMinMembers: 5, teamMaxMembers: 7 })).toEqual([]);
    expect(issues({ ...valid, teamMinMembers: 5, teamMaxMembers: 3 })).toEqual([]);
    expect(issues({ ...valid, teamMaxMembers: 4.5 })).toEqual(['teamMaxMembers: validation.teamMembersBound']);
    expect(issues({ ...valid, teamMinMembers: 0 })).toEqual(['teamMinMembers: validation.teamMembersBound']);
    expect(issues({ ...valid, teamMaxMembers: constraints.teamMembersMax + 1 })).toEqual([
      'teamMaxMembers: validation.teamMembersBound',
    ]);
    const sent = disciplineBody({ ...valid, kind: 'team' });
    expect([sent.teamMinMembers, sent.teamMaxMembers]).toEqual([undefined, undefined]);
  });

  it('maps allowed sexes to forSex', () => {
    expect(forSexOf('both')).toBeNull();
    expect(forSexOf('1')).toBe('1');
    expect(forSexOf('2')).toBe('2');
    expect(sexLabelKey(null)).toBe('disciplines.sex.both');
    expect(sexLabelKey('1')).toBe('disciplines.sex.1');
  });

  it('maps the kind to isTeam', () => {
    expect(disciplineBody({ ...valid, kind: 'team' }).isTeam).toBe(true);
    expect(disciplineBody(valid).isTeam).toBe(false);
    expect(kindLabelKey(true)).toBe('disciplines.kind.team');
    expect(kindLabelKey(false)).toBe('disciplines.kind.individual');
    expect(kindText(discipline)).toEqual(['disciplines.teamKind', { min: 5, max: 7 }]);
    expect(kindText({ ...discipline, isTeam: false })).toEqual(['disciplines.kind.individual']);
  });

  it('round-trips a discipline through the form', () => {
    const values = disciplineValues(discipline);
    expect(values).toEqual({
      name: 'Kumite',
      categoryIds: ['1', '2'],
      forSex: '2',
      kind: 'team',
      alwaysPay: true,
      noPay: false,
      isKataA: false,
      isKataB: true,
      drawFormat: 'auto',
      minWeight: '',
      maxWeight: 60,
      teamMinMembers: 5,
      teamMaxMembers: 7,
    });
    expect(disciplineBody({ ...values, name: ' Kumite ', forSex: 'both' })).toEqual({
      name: 'Kumite',
      categoryIds: [1, 2],
      forSex: null,
      isTeam: true,
      alwaysPay: true,
      noPay: false,
      isKataA: false,
      isKataB: true,
      drawFormat: null,
      minWeight: null,
      maxWeight: 60,
      teamMinMembers: 5,
      teamMaxMembers: 7,
    });
    expect(disciplineValues(null)).toEqual({ ...valid, name: '', categoryIds: [] });
  });

  it('sends the draw format chosen, null for one by size', () => {
    expect(disciplineValues({ ...discipline, drawFormat: 'KATA_POINTS' }).drawFormat).toBe('KATA_POINTS');
    expect(disciplineBody({ ...valid, isKataA: true, drawFormat: 'KATA_POINTS' }).drawFormat).toBe('KATA_POINTS');
    expect(disciplineBody(valid).drawFormat).toBeNull();
  });

  it('shows categories and the fee status', () => {
    expect(categoryNamesOf(discipline)).toBe('Kadeti, Seniori');
    expect(feeStatusOf({ alwaysPay: true, noPay: false })).toBe('always');
    expect(feeStatusOf({ alwaysPay: false, noPay: true })).toBe('free');
    expect(feeStatusOf({ alwaysPay: false, noPay: false })).toBe('chargeable');
  });
});
