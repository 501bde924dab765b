import { describe, expect, it } from 'vitest';
import {
  canActOnUser,
  canDeleteClub,
  canManageClub,
  canSetAlwaysPays,
  canSetNoPay,
  peopleActions,
  viewerOf,
  type Viewer,
} from './permissions';

const admin: Viewer = { id: 1, isAdmin: true, clubId: null };
const adminWithClub: Viewer = { id: 2, isAdmin: true, clubId: 7 };
const coach: Viewer = { id: 3, isAdmin: false, clubId: 7 };
const stranger: Viewer = { id: 4, isAdmin: false, clubId: 8 };
const noClub: Viewer = { id: 5, isAdmin: false, clubId: null };

const all = { add: true, edit: true, remove: true };
const none = { add: false, edit: false, remove: false };
const unlocked = { disableCreate: false, disableEdit: false };

describe('viewerOf', () => {
  it('takes the club id of the signed-in user', () => {
    expect(viewerOf({ id: 3, isAdmin: false, club: { id: 7 } })).toEqual(coach);
    expect(viewerOf({ id: 1, isAdmin: true, club: null })).toEqual(admin);
  });
});

describe('clubs', () => {
  it('are managed by admins and their own users', () => {
    expect(canManageClub(admin, 7)).toBe(true);
    expect(canManageClub(coach, 7)).toBe(true);
    expect(canManageClub(stranger, 7)).toBe(false);
    expect(canManageClub(noClub, 7)).toBe(false);
  });

  it('are deleted by admins only, never their own', () => {
    expect(canDeleteClub(admin, 7)).toBe(true);
    expect(canDeleteClub(adminWithClub, 7)).toBe(false);
    expect(canDeleteClub(adminWithClub, 8)).toBe(true);
    expect(canDeleteClub(coach, 8)).toBe(false);
    expect(canDeleteClub(coach, 7)).toBe(false);
  });
});

describe('people panels', () => {
  it.each(['Members', 'Coaches', 'Referees', 'Officials'] as const)(
    '%s: own club and admins may change, others read',
    (resource) => {
      expect(peopleActions(resource, coach, 7, unlocked)).toEqual(all);
      expect(peopleActions(resource, admin, 7, unlocked)).toEqual(all);
      expect(peopleActions(resource, stranger, 7, unlocked)).toEqual(none);
      expect(peopleActions(resource, noClub, 7, unlocked)).toEqual(none);
    },
  );

  it('disableCreate hides adding members for non-admins only', () => {
    const locks = { disableCreate: true, disableEdit: false };
    expect(peopleActions('Members', coach, 7, locks)).toEqual({ add: false, edit: true, remove: true });
    expect(peopleActions('Members', admin, 7, locks)).toEqual(all);
    expect(peopleActions('Coaches', coach, 7, locks)).toEqual(all);
  });

  it('disableEdit hides changing and removing members for non-admins only', () => {
    const locks = { disableCreate: false, disableEdit: true };
    expect(peopleActions('Members', coach, 7, locks)).toEqual({ add: true, edit: false, remove: false });
    expect(peopleActions('Members', adminWithClub, 7, locks)).toEqual(all);
    expect(peopleActions('Referees', coach, 7, locks)).toEqual(all);
  });

  it('both locks leave a club user reading their members', () => {
    expect(peopleActions('Members', coach, 7, { disableCreate: true, disableEdit: true })).toEqual(none);
    expect(peopleActions('Officials', coach, 7, { disableCreate: true, disableEdit: true })).toEqual(all);
  });

  it('missing settings lock nothing', () => {
    expect(peopleActions('Members', coach, 7, {})).toEqual(all);
  });

  it('only admins set "always pays"', () => {
    expect(canSetAlwaysPays(admin)).toBe(true);
    expect(canSetAlwaysPays(coach)).toBe(false);
  });
});

describe('users list', () => {
  it('offers actions to admins on other rows', () => {
    expect(canActOnUser(admin, 3)).toBe(true);
    expect(canActOnUser(admin, 1)).toBe(false);
    expect(canActOnUser(coach, 4)).toBe(false);
  });
});

describe('"no pay"', () => {
  it('is set by clubs unless the server reserves it to admins', () => {
    expect(canSetNoPay(false, { clubsMaySetNoPay: true })).toBe(true);
    expect(canSetNoPay(false, { clubsMaySetNoPay: false })).toBe(false);
    expect(canSetNoPay(true, { clubsMaySetNoPay: false })).toBe(true);
  });
});
