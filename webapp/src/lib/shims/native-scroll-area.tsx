import { forwardRef, type HTMLAttributes } from 'react';

/**
 * Stands in for Mantine's ScrollArea inside Table.ScrollContainer only (vite.config.ts), whose
 * tables scroll natively (theme.ts sets `type: 'native'`, so it is never rendered): a table
 * that asked for `type="scrollarea"` would still scroll, natively.
 */
export const ScrollArea = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { offsetScrollbars?: unknown }>(
  function ScrollArea({ offsetScrollbars: _offset, style, ...props }, ref) {
    return <div ref={ref} {...props} style={{ overflow: 'auto', ...style }} />;
  },
);
