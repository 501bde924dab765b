import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/LightTooltip';
import type { EntryRule } from '@/features/registrations/api/types';
import { NS } from '@/features/registrations/i18n';

interface BrokenRulesProps {
  /** The registration's name as the table shows it. */
  name: string;
  /** Rules checked at entry that it no longer meets (an admin changed a member since). */
  rules?: readonly EntryRule[];
  /** Eligibility rules it breaks that an admin's override let through at entry. */
  overridden?: readonly EntryRule[];
  /** Withdrawn after the withdrawal deadline: it stays, billable, and is not drawn. */
  withdrawn?: boolean;
}

// The reason is read in full: the badge grows to as many lines as the column needs.
const WRAPPING = { root: { height: 'auto' }, label: { whiteSpace: 'normal' } } as const;

/** A registration's name, with a badge per rule it no longer meets and per rule it was admitted despite. */
export function WithBrokenRules({ name, rules = [], overridden = [], withdrawn = false }: BrokenRulesProps) {
  const { t } = useTranslation(NS);
  if (rules.length === 0 && overridden.length === 0 && !withdrawn) return name;
  return (
    <Group gap={4}>
      <span>{name}</span>
      {withdrawn && (
        <LightTooltip label={t('withdrawn.hint')}>
          <Badge color="orange" variant="light" radius="sm" size="sm" tt="none" data-testid="withdrawn">
            {t('withdrawn.label')}
          </Badge>
        </LightTooltip>
      )}
      {overridden.map((rule) => (
        <LightTooltip key={`overridden-${rule}`} label={t('overriddenRules.hint')}>
          <Badge
            color="gray"
            variant="light"
            radius="sm"
            size="sm"
            tt="none"
            styles={WRAPPING}
            data-testid="overridden-rule"
          >
            {t(`overriddenRules.${rule}`)}
          </Badge>
        </LightTooltip>
      ))}
      {rules.map((rule) => (
        <LightTooltip key={rule} label={t('brokenRules.hint')}>
          <Badge
            color="red"
            variant="light"
            radius="sm"
            size="sm"
            tt="none"
            styles={WRAPPING}
            data-testid="broken-rule"
          >
            {t(`brokenRules.${rule}`)}
          </Badge>
        </LightTooltip>
      ))}
    </Group>
  );
}
