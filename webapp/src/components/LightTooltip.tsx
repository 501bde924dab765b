import {
  cloneElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

interface LightTooltipProps {
  label: string;
  /** One element that takes mouse handlers (a button, an icon). */
  children: ReactElement<TargetProps>;
}

/** Mantine Tooltip's defaults: 5 px from the target, popover layer, 100 ms fade. */
const OFFSET = 5;
const MARGIN = 4;
const bubble: CSSProperties = {
  position: 'absolute',
  zIndex: 300,
  padding: 'calc(var(--mantine-spacing-xs) / 2) var(--mantine-spacing-xs)',
  pointerEvents: 'none',
  fontSize: 'var(--mantine-font-size-sm)',
  whiteSpace: 'nowrap',
  borderRadius: 'var(--mantine-radius-default)',
  backgroundColor: 'var(--mantine-color-gray-9)',
  color: 'var(--mantine-color-white)',
  transition: 'opacity 100ms ease',
};

function Bubble({ id, label, anchor }: { id: string; label: string; anchor: DOMRect }) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const { offsetWidth: width, offsetHeight: height } = ref.current ?? { offsetWidth: 0, offsetHeight: 0 };
    const above = anchor.top - height - OFFSET;
    const top = above >= MARGIN ? above : anchor.bottom + OFFSET;
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.max(MARGIN, Math.min(centred, document.documentElement.clientWidth - width - MARGIN));
    setPlace({ top: top + window.scrollY, left: left + window.scrollX });
  }, [anchor]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={{ ...bubble, top: place?.top ?? 0, left: place?.left ?? 0, opacity: place ? 1 : 0 }}
    >
      {label}
    </div>
  );
}

/**
 * A hover tooltip above its target (below when there is no room) like Mantine's Tooltip with
 * its defaults, without floating-ui (15 KB gzip): for the icon buttons of tables, which every
 * signed-in page shows.
 */
export function LightTooltip({ label, children }: LightTooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const { onMouseEnter, onMouseLeave } = children.props;
  const target = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      onMouseEnter?.(event);
      setAnchor(event.currentTarget.getBoundingClientRect());
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      onMouseLeave?.(event);
      setAnchor(null);
    },
    ...(anchor ? { 'aria-describedby': id } : {}),
  });
  return (
    <>
      {target}
      {anchor && createPortal(<Bubble id={id} label={label} anchor={anchor} />, document.body)}
    </>
  );
}
