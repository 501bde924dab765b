import { describe, expect, it } from 'vitest';
import { crumbKeysOf, titleKeyOf, type MatchedRoute } from './route-handle';

const chain: MatchedRoute[] = [
  { pathname: '/', handle: { crumb: 'pages.home' } },
  { pathname: '/' },
  { pathname: '/tournaments', handle: { title: 'pages.tournaments', crumb: 'pages.tournaments' } },
  { pathname: '/tournaments/7', handle: { title: 'pages.tournamentView', crumb: 'pages.tournamentView' } },
  { pathname: '/tournaments/7/edit', handle: { title: 'pages.editTournament', crumb: 'pages.editTournament' } },
];

describe('route handles', () => {
  it('takes the deepest title', () => {
    expect(titleKeyOf(chain)).toBe('pages.editTournament');
    expect(titleKeyOf(chain.slice(0, 2))).toBeUndefined();
  });

  it('builds breadcrumbs from every route with a crumb', () => {
    expect(crumbKeysOf(chain)).toEqual([
      { key: 'pages.home', to: '/' },
      { key: 'pages.tournaments', to: '/tournaments' },
      { key: 'pages.tournamentView', to: '/tournaments/7' },
      { key: 'pages.editTournament', to: '/tournaments/7/edit' },
    ]);
  });

  it('an index route with the same path replaces its parent crumb', () => {
    const profile: MatchedRoute[] = [
      { pathname: '/profile', handle: { crumb: 'pages.profile' } },
      { pathname: '/profile/', handle: { title: 'pages.profileSettings', crumb: 'pages.profileSettings' } },
    ];
    expect(crumbKeysOf(profile)).toEqual([{ key: 'pages.profileSettings', to: '/profile' }]);
  });

  it('a repeated label keeps one crumb, linking to the deeper page', () => {
    const clubs: MatchedRoute[] = [
      { pathname: '/clubs', handle: { crumb: 'pages.clubs' } },
      { pathname: '/clubs/list', handle: { title: 'pages.clubs', crumb: 'pages.clubs' } },
    ];
    expect(crumbKeysOf(clubs)).toEqual([{ key: 'pages.clubs', to: '/clubs/list' }]);
  });
});
