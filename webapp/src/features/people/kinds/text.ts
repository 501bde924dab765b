import type { TFunction } from 'i18next';
import { beltKey } from '@/lib/belts';
import { medicalStatus } from '@/features/people/medical-status';
import { formatDate, toIsoDate } from '@/lib/format';

/** A translated label, or the raw value when the catalogue has none (e.g. an old belt). */
export const labelOr = (t: TFunction, key: string, raw: string): string => {
  const text = t(key, { defaultValue: '' });
  return text || raw;
};

export const beltLabel = (t: TFunction, belt: string | undefined): string =>
  belt ? labelOr(t, beltKey(belt), belt) : '';

export const genderLabel = (t: TFunction, isMale: boolean | undefined): string =>
  isMale === undefined ? '' : t(isMale ? 'people.male' : 'people.female');

/** A medical certificate's date, with "expired" or "expires soon" (within 30 days) after it. */
export const medicalLabel = (
  t: TFunction,
  validUntil: string | null | undefined,
  today = toIsoDate(new Date()),
): string => {
  const status = medicalStatus(validUntil, today);
  if (status === 'none') return '';
  const date = formatDate(validUntil);
  return status === 'valid' ? date : `${date} (${t(`people.medical.${status}`)})`;
};

/** `Ana Anić` */
export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
