import { describe, expect, it } from 'vitest';
import { viewerOf } from './permissions';

describe('viewerOf', () => {
  it('keeps what the lists need of the user', () => {
    expect(viewerOf({ id: 3, isAdmin: false, club: { id: 7 } })).toEqual({ id: 3, isAdmin: false, clubId: 7 });
    expect(viewerOf({ id: 1, isAdmin: true, club: null })).toEqual({ id: 1, isAdmin: true, clubId: null });
  });
});
