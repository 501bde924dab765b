import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

describe('preloaderOf', () => {
  it("finds a route element's preload, and nothing on other elements", () => {
    const Route = lazyRoute(async () => ({ default: Page }));
    expect(preloaderOf(createElement(Route, { name: 'd' }))).toBe(Route.preload);
    expect(preloaderOf(createElement(Page, { name: 'e' }))).toBeNull();
    expect(preloaderOf(createElement('div'))).toBeNull();
    expect(preloaderOf(undefined)).toBeNull();
  });
});
