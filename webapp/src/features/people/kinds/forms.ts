import type { PeopleResource } from '@/api/types';
import { coachForm } from './coaches-form';
import { memberForm } from './members-form';
import { officialForm } from './officials-form';
import { refereeForm } from './referees-form';
import type { PersonFormKind } from './types';

/** The form of each kind of person; loaded with the add and edit drawer (components/PersonDrawer). */
export const personForms: { [R in PeopleResource]: PersonFormKind<R, Record<string, unknown>> } = {
  Members: memberForm as unknown as PersonFormKind<'Members', Record<string, unknown>>,
  Coaches: coachForm as unknown as PersonFormKind<'Coaches', Record<string, unknown>>,
  Referees: refereeForm as unknown as PersonFormKind<'Referees', Record<string, unknown>>,
  Officials: officialForm as unknown as PersonFormKind<'Officials', Record<string, unknown>>,
};
