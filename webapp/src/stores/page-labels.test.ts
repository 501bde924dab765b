import { afterEach, describe, expect, it } from 'vitest';
import { clearPageLabel, normalizePath, setPageLabel, titleLabelPath, titlePathOf, usePageLabels } from './page-labels';

afterEach(() => usePageLabels.setState({ labels: {} }));

describe('page labels', () => {
  it('name a path until the page that set them leaves', () => {
    setPageLabel('/tournaments/7/', 'Kup Srbije');
    expect(usePageLabels.getState().labels).toEqual({ '/tournaments/7': 'Kup Srbije' });
    clearPageLabel('/tournaments/7', 'Kup Srbije');
    expect(usePageLabels.getState().labels).toEqual({});
  });

  it('keep a label another page set meanwhile', () => {
    setPageLabel('/tournaments/7', 'Old name');
    setPageLabel('/tournaments/7', 'New name');
    clearPageLabel('/tournaments/7', 'Old name');
    expect(usePageLabels.getState().labels).toEqual({ '/tournaments/7': 'New name' });
  });

  it('find the path of the route whose title the page shows', () => {
    const chain = [
      { pathname: '/', handle: { crumb: 'pages.home' } },
      { pathname: '/tournaments', handle: { title: 'pages.tournaments', crumb: 'pages.tournaments' } },
      { pathname: '/tournaments/7', handle: { title: 'pages.tournamentView', crumb: 'pages.tournamentView' } },
      { pathname: '/tournaments/7/' },
    ];
    expect(titlePathOf(chain)).toBe('/tournaments/7');
    expect(titlePathOf(chain.slice(0, 1))).toBeUndefined();
    expect(normalizePath('/')).toBe('/');
  });

  it('keep a page title apart from the crumb of the same path', () => {
    setPageLabel('/tournaments/7/view/3', 'KK Test');
    setPageLabel(titleLabelPath('/tournaments/7/view/3/'), 'Kup Srbije – KK Test');
    expect(usePageLabels.getState().labels).toEqual({
      '/tournaments/7/view/3': 'KK Test',
      '/tournaments/7/view/3#title': 'Kup Srbije – KK Test',
    });
  });
});
