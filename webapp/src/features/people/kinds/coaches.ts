import { certificateColumns, coachCertificates } from './certificates';
import { defineKind } from './types';

/** Coaches: names (+ certificate numbers in the WFF variant). */
export const coachKind = defineKind({
  resource: 'Coaches',
  id: 'coaches',
  texts: {
    title: 'people.coaches',
    add: 'people.addCoach',
    edit: 'people.editCoach',
    created: 'people.coachCreated',
    updated: 'people.coachUpdated',
    deleted: 'people.coachDeleted',
    empty: 'people.noCoaches',
  },
  keyFacts: [],
  columns: (ctx) => [
    { key: 'firstName', label: 'people.firstName', text: (coach) => coach.firstName },
    { key: 'lastName', label: 'people.lastName', text: (coach) => coach.lastName },
    ...(ctx.withCertificates ? certificateColumns(coachCertificates) : []),
  ],
});
