import { medicalStatus } from '@/features/people/medical-status';
import { formatDate, formatWeight } from '@/lib/format';
import { memberPlainFields, plainText } from './member-plain-fields';
import { beltLabel, genderLabel, medicalLabel } from './text';
import { defineKind } from './types';

/**
 * Members: row number, picture, names, date of birth, gender, belt (docs/product.md, Screens and routes), weight
 * and medical certificate; those whose certificate has expired or expires within 30 days are
 * counted in a badge and can be filtered.
 */
export const memberKind = defineKind({
  resource: 'Members',
  id: 'members',
  texts: {
    title: 'people.members',
    add: 'people.addMember',
    edit: 'people.editMember',
    created: 'people.memberCreated',
    updated: 'people.memberUpdated',
    deleted: 'people.memberDeleted',
    empty: 'people.noMembers',
  },
  keyFacts: ['born', 'belt'],
  columns: () => [
    { key: 'firstName', label: 'people.firstName', text: (member) => member.firstName },
    { key: 'lastName', label: 'people.lastName', text: (member) => member.lastName },
    { key: 'born', label: 'people.born', text: (member) => formatDate(member.born) },
    { key: 'gender', label: 'people.gender', text: (member, ctx) => genderLabel(ctx.t, member.isMale) },
    { key: 'belt', label: 'people.belt', text: (member, ctx) => beltLabel(ctx.t, member.belt) },
    {
      key: 'weight',
      label: 'people.weight',
      text: (member) => (member.weight == null ? '' : formatWeight(member.weight)),
    },
    {
      key: 'medical',
      label: 'people.medicalValidUntil',
      text: (member, ctx) => medicalLabel(ctx.t, member.medicalValidUntil),
    },
    ...memberPlainFields
      .filter((field) => field.listed)
      .map((field) => ({ key: field.name, label: field.label, text: (member: object) => plainText(member, field) })),
  ],
  attention: {
    badge: 'people.medical.badge',
    filter: 'people.medical.filter',
    needs: (member, today) => ['expired', 'expiring'].includes(medicalStatus(member.medicalValidUntil, today)),
  },
});
