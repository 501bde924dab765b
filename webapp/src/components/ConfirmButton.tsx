import { ActionIcon, Button, type MantineColor, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirmAction, type ConfirmOptions } from '@/components/confirm';
import { LightTooltip } from '@/components/LightTooltip';

interface ConfirmButtonProps {
  /** Button text, or the tooltip and accessible name of an icon button. */
  label: string;
  /** Shows a small icon button instead of a text button. */
  icon?: ReactNode;
  confirm: ConfirmOptions;
  /** Runs only after the user confirmed. */
  onConfirm: () => unknown;
  loading?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  size?: MantineSize;
  leftSection?: ReactNode;
}

/** A button that asks first (confirmation dialog) and acts only on "yes". */
export function ConfirmButton({
  label,
  icon,
  confirm,
  onConfirm,
  loading = false,
  disabled = false,
  color = 'red',
  size = 'sm',
  leftSection,
}: ConfirmButtonProps) {
  const ask = async () => {
    if (await confirmAction({ danger: color === 'red', ...confirm })) await onConfirm();
  };
  if (icon) {
    return (
      <LightTooltip label={label}>
        <ActionIcon
          variant="subtle"
          color={color}
          size={size === 'sm' ? 'md' : size}
          aria-label={label}
          loading={loading}
          disabled={disabled}
          onClick={() => void ask()}
        >
          {icon}
        </ActionIcon>
      </LightTooltip>
    );
  }
  return (
    <Button
      variant="light"
      color={color}
      size={size}
      loading={loading}
      disabled={disabled}
      leftSection={leftSection}
      onClick={() => void ask()}
    >
      {label}
    </Button>
  );
}
