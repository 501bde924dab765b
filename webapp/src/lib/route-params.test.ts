import { describe, expect, it } from 'vitest';
import { idFrom } from './route-params';

describe('an id from a route parameter', () => {
  it.each([
    ['7', 7],
    ['120', 120],
  ])('%s is %i', (param, id) => {
    expect(idFrom(param)).toBe(id);
  });

  it.each([undefined, '', 'x', '0', '-3', '2.5', '1e400'])('%s is no id', (param) => {
    expect(idFrom(param)).toBeNull();
  });
});
