import { describe, expect, it } from 'vitest';
import { isActivePath, menuSections, type MenuInput } from './menu';

const ids = (input: MenuInput) => menuSections(input).map((section) => section.items.map((item) => item.id));
const labels = (input: MenuInput) => menuSections(input).flatMap((s) => s.items.map((item) => item.labelKey));

describe('menuSections', () => {
  const base: MenuInput = { user: { isAdmin: false, club: { id: 1 } }, variant: 'default', activeTournament: null };

  it("club user, default variant, no tournament: my club, the federations list, the club's tournaments and the ranking", () => {
    expect(ids(base)).toEqual([['myClub', 'clubs', 'clubTournaments', 'ranking']]);
  });

  it('hides my club without a club and the federations list in the WFF variant', () => {
    expect(ids({ ...base, user: { isAdmin: false, club: null }, variant: 'wff' })).toEqual([['ranking']]);
  });

  it('names the tournament entry by whether applications are open', () => {
    expect(labels({ ...base, activeTournament: { isActive: true } })).toContain('nav.openTournament');
    expect(labels({ ...base, activeTournament: { isActive: false } })).toContain('nav.lastTournament');
  });

  it('lists every tournament taking applications while there is more than one', () => {
    const open = [
      { id: 4, name: 'Kup Šumadije' },
      { id: 9, name: 'Prvenstvo Vojvodine' },
    ];
    const [main] = menuSections({ ...base, activeTournament: { isActive: true }, openTournaments: open });
    const tournament = main?.items.find((item) => item.id === 'tournament');
    expect(tournament?.labelKey).toBe('nav.openTournaments');
    expect(tournament?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Kup Šumadije', '/tournaments/4'],
      ['Prvenstvo Vojvodine', '/tournaments/9'],
    ]);
    const one = menuSections({ ...base, activeTournament: { isActive: true }, openTournaments: open.slice(1) });
    expect(one[0]?.items.find((item) => item.id === 'tournament')).toMatchObject({
      labelKey: 'nav.openTournament',
      to: '/tournament',
    });
  });

  it('adds the admin section for admins', () => {
    const sections = ids({ ...base, user: { isAdmin: true, club: null } });
    expect(sections).toEqual([
      ['clubs', 'ranking'],
      ['tournaments', 'users', 'accessLog', 'settings'],
    ]);
  });
});

describe('isActivePath', () => {
  it('matches the path and pages below it, not prefixes of other words', () => {
    expect(isActivePath('/tournaments', '/tournaments')).toBe(true);
    expect(isActivePath('/tournaments/3/edit', '/tournaments')).toBe(true);
    expect(isActivePath('/tournament', '/tournaments')).toBe(false);
    expect(isActivePath('/tournaments', '/tournament')).toBe(false);
  });
});
