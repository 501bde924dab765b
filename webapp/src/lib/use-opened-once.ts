import { useEffect, useState } from 'react';

/**
 * True from the first time `opened` is true: a drawer or dialog whose code loads lazily mounts
 * then, and stays mounted so that it can animate its closing.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * `opened`, one render late: a drawer or dialog that mounts already open (its code loaded on the
 * first open) starts closed and then opens, so that it slides in like on later opens.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return shown;
}
