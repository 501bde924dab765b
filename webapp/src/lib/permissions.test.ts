import { describe, expect, it } from 'vitest';
import { canActOnUser, canDeleteClub, viewerOf, type Viewer } from './permissions';

const admin: Viewer = { id: 1, isAdmin: true, clubId: null };
const adminWithClub: Viewer = { id: 2, isAdmin: true, clubId: 7 };
const coach: Viewer = { id: 3, isAdmin: false, clubId: 7 };

describe('viewerOf', () => {
  it('keeps what permissions need of the user', () => {
    expect(viewerOf({ id: 3, isAdmin: false, club: { id: 7 } })).toEqual(coach);
    expect(viewerOf({ id: 1, isAdmin: true, club: null })).toEqual(admin);
  });
});

describe('canDeleteClub', () => {
  it('admins, never their own club', () => {
    expect(canDeleteClub(admin, 7)).toBe(true);
    expect(canDeleteClub(adminWithClub, 7)).toBe(false);
    expect(canDeleteClub(adminWithClub, 8)).toBe(true);
    expect(canDeleteClub(coach, 8)).toBe(false);
  });
});

describe('canActOnUser', () => {
  it('admins, on everyone but themselves', () => {
    expect(canActOnUser(admin, 3)).toBe(true);
    expect(canActOnUser(admin, 1)).toBe(false);
    expect(canActOnUser(coach, 4)).toBe(false);
  });
});
