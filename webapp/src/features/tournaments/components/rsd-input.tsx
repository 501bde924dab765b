import { Text } from '@mantine/core';

/** A whole amount in RSD, ≥ 0, grouped by dots: the props of the tournament form's money inputs. */
export const RSD_INPUT = {
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  hideControls: true,
  thousandSeparator: '.',
  decimalSeparator: ',',
  rightSection: (
    <Text size="xs" c="dimmed">
      RSD
    </Text>
  ),
  rightSectionWidth: 44,
} as const;
