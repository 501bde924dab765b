import { Center, Loader } from '@mantine/core';

/** The place of panels whose code is still loading. */
export function PanelLoader() {
  return (
    <Center h={120}>
      <Loader size="sm" />
    </Center>
  );
}
