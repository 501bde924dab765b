import { defineKind } from './types';

/** Officials: names and function. */
export const officialKind = defineKind({
  resource: 'Officials',
  id: 'officials',
  texts: {
    title: 'people.officials',
    add: 'people.addOfficial',
    edit: 'people.editOfficial',
    created: 'people.officialCreated',
    updated: 'people.officialUpdated',
    deleted: 'people.officialDeleted',
    empty: 'people.noOfficials',
  },
  keyFacts: ['funct'],
  columns: () => [
    { key: 'firstName', label: 'people.firstName', text: (official) => official.firstName },
    { key: 'lastName', label: 'people.lastName', text: (official) => official.lastName },
    { key: 'funct', label: 'people.funct', text: (official) => official.funct },
  ],
});
