import '@/styles/components/ThemeIcon';
import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Discipline } from '@/api/types';
import { feeStatusOf, type FeeStatus } from '@/features/disciplines/schemas/discipline-display';
import { LightTooltip } from '@/components/LightTooltip';

const looks: Record<FeeStatus, { color: string; labelKey: string; Icon: typeof IconCircleCheck }> = {
  always: { color: 'yellow', labelKey: 'disciplines.alwaysPay', Icon: IconAlertTriangle },
  free: { color: 'red', labelKey: 'disciplines.notChargeable', Icon: IconCircleX },
  chargeable: { color: 'green', labelKey: 'disciplines.chargeable', Icon: IconCircleCheck },
};

/** Warning icon when always chargeable, error icon when not chargeable, success otherwise. */
export function DisciplineFeeIcon({ discipline }: { discipline: Pick<Discipline, 'alwaysPay' | 'noPay'> }) {
  const { t } = useTranslation();
  const { color, labelKey, Icon } = looks[feeStatusOf(discipline)];
  const label = t(labelKey);
  return (
    <LightTooltip label={label}>
      <ThemeIcon variant="light" radius="xl" color={color} aria-label={label} role="img">
        <Icon size={18} />
      </ThemeIcon>
    </LightTooltip>
  );
}
