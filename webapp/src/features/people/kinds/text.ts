import type { TFunction } from 'i18next';
import { beltKey } from '@/lib/belts';

/** A translated label, or the raw value when the catalogue has none (e.g. an old belt). */
export const labelOr = (t: TFunction, key: string, raw: string): string => {
  const text = t(key, { defaultValue: '' });
  return text || raw;
};

export const beltLabel = (t: TFunction, belt: string | undefined): string =>
  belt ? labelOr(t, beltKey(belt), belt) : '';

export const genderLabel = (t: TFunction, isMale: boolean | undefined): string =>
  isMale === undefined ? '' : t(isMale ? 'people.male' : 'people.female');
