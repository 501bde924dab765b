import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export const DRAWER_WIDTH = 400;

interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** The side drawer of create and edit forms (product-spec §9: width 400). */
export function FormDrawer({ opened, onClose, title, children }: FormDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size={DRAWER_WIDTH} padding="lg">
      {children}
    </Drawer>
  );
}
