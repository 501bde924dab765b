import { describe, expect, it } from 'vitest';
import { accessRedirect, clubsMainRedirect, homeRedirect, myClubRedirect, settingsRedirect } from './guards';

const clubUser = { isAdmin: false, club: { id: 1 } };
const noClubUser = { isAdmin: false, club: null };
const admin = { isAdmin: true, club: null };

describe('accessRedirect', () => {
  it.each([
    ['public', null, null],
    ['public', clubUser, null],
    ['guest', null, null],
    ['guest', clubUser, '/'],
    ['user', null, '/login'],
    ['user', clubUser, null],
    ['admin', null, '/login'],
    ['admin', clubUser, '/'],
    ['admin', admin, null],
  ] as const)('%s route, user %j → %s', (access, user, target) => {
    expect(accessRedirect(access, user)).toBe(target);
  });
});

describe('redirect routes', () => {
  it('home forwards to my club', () => expect(homeRedirect()).toBe('/my-club'));
  it('settings open the general settings', () => expect(settingsRedirect()).toBe('/settings/general'));

  it('clubs: the list by default, my club in the WFF variant', () => {
    expect(clubsMainRedirect('default')).toBe('/clubs/list');
    expect(clubsMainRedirect('wff')).toBe('/my-club');
  });

  it('my club: a user without a club goes to the clubs list', () => {
    expect(myClubRedirect(noClubUser)).toBe('/clubs/list');
    expect(myClubRedirect(clubUser)).toBeNull();
    expect(myClubRedirect(null)).toBeNull();
  });
});
