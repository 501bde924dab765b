import '@/styles/components/ThemeIcon';
import { ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/LightTooltip';

/** Success icon when the category is chargeable, error icon when it is free (noPay). */
export function CategoryFeeIcon({ noPay }: { noPay: boolean }) {
  const { t } = useTranslation();
  const label = t(noPay ? 'categories.notChargeable' : 'categories.chargeable');
  return (
    <LightTooltip label={label}>
      <ThemeIcon variant="light" radius="xl" color={noPay ? 'red' : 'green'} aria-label={label} role="img">
        {noPay ? <IconCircleX size={18} /> : <IconCircleCheck size={18} />}
      </ThemeIcon>
    </LightTooltip>
  );
}
