import { describe, expect, it } from 'vitest';
import { adminTournamentTabs, tabOf } from './tabs';

describe('admin tournament tabs', () => {
  it('lists fees and deductions only with the fee feature on', () => {
    expect(adminTournamentTabs(true)).toEqual(['overview', 'entries', 'staff', 'fees', 'history', 'files']);
    expect(adminTournamentTabs(false)).not.toContain('fees');
  });

  it('opens the tab the address names, the overview otherwise', () => {
    expect(tabOf('staff', adminTournamentTabs(true))).toBe('staff');
    expect(tabOf('fees', adminTournamentTabs(false))).toBe('overview');
    expect(tabOf(null, adminTournamentTabs(true))).toBe('overview');
    expect(tabOf('nonsense', adminTournamentTabs(true))).toBe('overview');
  });
});
