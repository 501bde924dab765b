import { useTranslation } from 'react-i18next';
import { NS } from '@/features/registrations/i18n';
import { beltKey } from '@/lib/belts';
import type { Reason } from '@/lib/eligibility';
import { formatDate, formatWeight } from '@/lib/format';

const DAYS = new Set(['day', 'until']);
const BELTS = new Set(['belt', 'min', 'max']);
const KILOGRAMS = new Set(['weight', 'limit']);
/** Reasons that start with the member's name: each has a twin without it (`eligibility.unnamed`). */
const NAMING = new Set(['ageMin', 'ageMax', 'beltMin', 'beltMax', 'weightMissing', 'medicalExpired', 'medicalMissing']);

/**
 * A reason as the user reads it: dates and kilograms in the user's language, belts by their names.
 * `named: false` leaves out the member's name, for a line that names the member already.
 */
export function useReasonText({ named = true }: { named?: boolean } = {}): (reason: Reason) => string {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  return (reason) => {
    const belts = reason.key.startsWith('belt');
    const values = Object.fromEntries(
      Object.entries(reason.values).map(([name, value]) => {
        if (DAYS.has(name)) return [name, formatDate(String(value))];
        if (KILOGRAMS.has(name) && typeof value === 'number') return [name, formatWeight(value)];
        if (belts && BELTS.has(name)) return [name, common(beltKey(String(value)))];
        return [name, value];
      }),
    );
    const unnamed = !named && NAMING.has(reason.key);
    return t(unnamed ? `eligibility.unnamed.${reason.key}` : `eligibility.${reason.key}`, values);
  };
}
