import { NavLink, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './SideMenuLayout.module.css';

export interface SideMenuItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

/** An area of pages (settings, profile): a side menu of its pages and the chosen page beside it (below on phones). */
export function SideMenuLayout({
  items,
  label,
  children,
}: {
  items: readonly SideMenuItem[];
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={classes.root}>
      <div>
        <Paper withBorder p="xs" {...(label ? { component: 'nav', 'aria-label': label } : {})}>
          {items.map(({ to, labelKey, icon: ItemIcon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<ItemIcon size={18} stroke={1.6} />}
              active={pathname === to}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Paper>
      </div>
      <div>{children}</div>
    </div>
  );
}
