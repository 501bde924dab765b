import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component whose module can be asked for before it renders. */
export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Starts loading the module (and whatever else the component waits for); once, or again after a failure. */
  preload: () => Promise<unknown>;
};

/** What else a lazy component waits for (a catalogue part): at render, ahead of it, and whether it is there. */
export interface AlsoNeeds {
  load: () => Promise<unknown>;
  preload: () => Promise<unknown>;
  isReady: () => boolean;
}

/**
 * `React.lazy` with `preload()`, sharing one import; after a failed one, `preload()` (then a new
 * mount) asks again. When the module (and what `also` names) is already there when the
 * component mounts, it renders at once: `React.lazy` would still
 * suspend for a tick, and React then holds the revealed page back for up to 300 ms (its
 * Suspense reveal throttle), most of a preloaded page's wait.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  also?: AlsoNeeds,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let failed = false;
  const loadModule = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        failed = true;
        throw error;
      },
    ));
  const fresh = () =>
    lazy(() =>
      Promise.all([loadModule(), also?.load()]).then(
        ([module]) => module,
        (error: unknown) => {
          failed = true; // the module or what `also` names
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  const Route = (props: P) => {
    // Decided once per mount: switching between the two would remount the page.
    const [direct] = useState(() => (loaded && (also?.isReady() ?? true) ? loaded : null));
    return createElement(direct ?? Lazy, props);
  };
  const preload = () => {
    // React.lazy keeps a failure for good: after one, the next try needs a new one.
    if (failed) [failed, Lazy] = [false, fresh()];
    return Promise.all([loadModule(), also?.preload()]);
  };
  return Object.assign(Route, { preload });
}

/** The preload function of a route element's component, if it has one. */
export function preloaderOf(element: unknown): (() => Promise<unknown>) | null {
  if (typeof element !== 'object' || element === null || !('type' in element)) return null;
  const type = element.type;
  if (typeof type !== 'function' || !('preload' in type)) return null;
  const { preload } = type as { preload: unknown };
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : null;
}
