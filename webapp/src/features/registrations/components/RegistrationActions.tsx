import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ConfirmButton';
import { NS } from '@/features/registrations/i18n';
import { LightTooltip } from '@/components/LightTooltip';

interface RegistrationActionsProps {
  /** The row's name, for accessible names and the confirmation. */
  name: string;
  onEdit?: () => void;
  onRemove: () => unknown;
  removing: boolean;
  removeTitle: string;
  removeMessage: string;
}

/** A registration row's edit and remove (with confirmation) buttons. */
export function RegistrationActions({
  name,
  onEdit,
  onRemove,
  removing,
  removeTitle,
  removeMessage,
}: RegistrationActionsProps) {
  const { t } = useTranslation(NS);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <LightTooltip label={t('edit')}>
          <ActionIcon variant="subtle" aria-label={`${t('edit')}: ${name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </LightTooltip>
      )}
      <ConfirmButton
        label={`${t('remove')}: ${name}`}
        icon={<IconTrash size={18} />}
        loading={removing}
        confirm={{ title: removeTitle, message: removeMessage, confirmLabel: t('remove') }}
        onConfirm={onRemove}
      />
    </Group>
  );
}
