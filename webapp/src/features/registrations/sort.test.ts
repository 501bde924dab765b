import { beforeEach, describe, expect, it } from 'vitest';
import { usePreferences } from '@/stores/preferences';
import { DEFAULT_SORT, sortModeOf, SORT_MODES } from './sort';

describe('sort preference', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferences.setState({ registrationSort: DEFAULT_SORT });
  });

  it('accepts the five modes and falls back to ALPHA', () => {
    for (const mode of SORT_MODES) expect(sortModeOf(mode)).toBe(mode);
    expect(sortModeOf('NAME')).toBe('ALPHA');
    expect(sortModeOf(undefined)).toBe('ALPHA');
  });

  it('is remembered in local storage', () => {
    usePreferences.getState().setRegistrationSort('CLUB');
    const stored = JSON.parse(localStorage.getItem('fedreg.preferences') ?? '{}') as {
      state: { registrationSort: string };
    };
    expect(stored.state.registrationSort).toBe('CLUB');
    expect(sortModeOf(usePreferences.getState().registrationSort)).toBe('CLUB');
  });
});
