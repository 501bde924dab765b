import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '@/components/LoadErrorBoundary';
import { lazyRoute, preloaderOf } from './lazy-route';

const Page = ({ name }: { name: string }) => createElement('p', null, `page ${name}`);
const renderInSuspense = (element: ReturnType<typeof createElement>) =>
  render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, element));

describe('lazyRoute', () => {
  it('loads its module once, whether preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Route = lazyRoute(load);
    await Promise.all([Route.preload(), Route.preload()]);
    renderInSuspense(createElement(Route, { name: 'a' }));
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without a loading state', async () => {
    const Route = lazyRoute(async () => ({ default: Page }));
    await Route.preload();
    renderInSuspense(createElement(Route, { name: 'b' }));
    // Synchronously in the first commit: no fallback, no Suspense reveal delay.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('page b')).toBeInTheDocument();
  });

  it('suspends until the module and what else it needs are there', async () => {
    let ready = false;
    let release: () => void = () => undefined;
    const also = new Promise<void>((resolve) => (release = resolve));
    const Route = lazyRoute(async () => ({ default: Page }), {
      load: () => also.then(() => void (ready = true)),
      preload: () => also,
      isReady: () => ready,
    });
    renderInSuspense(createElement(Route, { name: 'c' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('page c')).toBeInTheDocument();
  });
});

describe('lazyRoute after a failed import', () => {
  it('asks again on the next preload, and renders what it then gets', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ default: Page });
    const Route = lazyRoute(load);
    await expect(Route.preload()).rejects.toThrow('chunk');
    await Route.preload();
    expect(load).toHaveBeenCalledTimes(2);
    renderInSuspense(createElement(Route, { name: 'f' }));
    expect(screen.getByText('page f')).toBeInTheDocument();
  });

  it('mounts a new try after a failed render once preloaded again, also when what it needs failed', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const alsoLoad = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('catalogue')).mockResolvedValue();
    // Never ready at mount: the page goes through React.lazy every time.
    const Route = lazyRoute(async () => ({ default: Page }), {
      load: alsoLoad,
      preload: alsoLoad,
      isReady: () => false,
    });
    let retry = () => undefined as void;
    const fallback = (again: () => void) => ((retry = again), createElement('p', null, 'failed'));
    renderInSuspense(createElement(LoadErrorBoundary, { fallback, children: createElement(Route, { name: 'g' }) }));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(async () => {
      await Route.preload();
      retry();
    });
    expect(await screen.findByText('page g')).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('preloaderOf', () => {
  it("finds a route element's preload, and nothing on other elements", () => {
    const Route = lazyRoute(async () => ({ default: Page }));
    expect(preloaderOf(createElement(Route, { name: 'd' }))).toBe(Route.preload);
    expect(preloaderOf(createElement(Page, { name: 'e' }))).toBeNull();
    expect(preloaderOf(createElement('div'))).toBeNull();
    expect(preloaderOf(undefined)).toBeNull();
  });
});
