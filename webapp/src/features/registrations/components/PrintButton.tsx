import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/features/registrations/i18n';

interface PrintButtonProps {
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/** The small "Print" button of the registration panels (clubs list, overview and its previews). */
export function PrintButton({ onClick, disabled = false, loading = false }: PrintButtonProps) {
  const { t } = useTranslation(NS);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPrinter size={14} />}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {t('fee.print')}
    </Button>
  );
}
