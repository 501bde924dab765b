import { Button, Group, type MantineSpacing, type StyleProp } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** Leaves the form without saving; no cancel button without it (a page's only form). */
  onCancel?: () => void;
  /** The save button spins (and ignores clicks) while the form is being saved. */
  saving?: boolean;
  /** Instead of "Save" (`Change password`). */
  saveLabel?: string;
  mt?: StyleProp<MantineSpacing>;
}

/** The buttons at the end of every form: cancel and save (the form's submit), on the right. */
export function FormActions({ onCancel, saving = false, saveLabel, mt }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {saveLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
