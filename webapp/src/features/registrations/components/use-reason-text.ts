import { useTranslation } from 'react-i18next';
import { NS } from '@/features/registrations/i18n';
import { beltKey } from '@/lib/belts';
import type { Reason } from '@/lib/eligibility';
import { formatDate, formatWeight } from '@/lib/format';

const DAYS = new Set(['day', 'until']);
const BELTS = new Set(['belt', 'min', 'max']);
const KILOGRAMS = new Set(['weight', 'limit']);

/** A reason as the user reads it: dates and kilograms in the user's language, belts by their names. */
export function useReasonText(): (reason: Reason) => string {
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
    return t(`eligibility.${reason.key}`, values);
  };
}
