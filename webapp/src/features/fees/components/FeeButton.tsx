import { Button, type MantineSize } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeeDrawer } from '@/features/fees/components/FeeDrawer';
import type { ClubFee } from '@/features/registrations/api/types';
import { NS } from '@/features/registrations/i18n';

/** The button that opens a club's registration-fee preview (the fee drawer). */
export function FeeButton({ fee, size = 'xs' }: { fee: ClubFee; size?: MantineSize }) {
  const { t } = useTranslation(NS);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size={size} variant="default" leftSection={<IconReceipt size={14} />} onClick={() => setOpened(true)}>
        {t('fee.details')}
      </Button>
      <FeeDrawer fee={fee} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
