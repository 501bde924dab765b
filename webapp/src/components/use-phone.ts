import { useMatches } from '@mantine/core';

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint (a phone), read at once rather than
 * after a first render as a phone, so a desktop never flashes the phone layout.
 */
export const usePhone = (): boolean => useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
