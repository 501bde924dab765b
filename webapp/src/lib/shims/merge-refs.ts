/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT, © Floating UI contributors), the only piece
 * Mantine's ScrollArea takes from it; build/trim-mantine-imports.ts points that import here.
 */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback((instance: Instance): Cleanup => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((refCleanup) => refCleanup?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
