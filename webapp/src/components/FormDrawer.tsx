import '@/styles/components/Drawer';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

export const DRAWER_WIDTH = 400;

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The side drawer of create and edit forms (docs/product.md, Formats and limits: width 400). It opens one render
 * after `opened`, so that a drawer whose code loaded lazily (mounted already open) still slides in.
 */
export function FormDrawer({ opened, onClose, title, children }: FormDrawerProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer opened={shown} onClose={onClose} title={title} position="right" size={DRAWER_WIDTH} padding="lg">
      {children}
    </Drawer>
  );
}
