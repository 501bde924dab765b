import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAccess } from '@/app/route-guards';
import { routes } from '@/app/router';

/** The access each guard on the way to `path` asks for (`user`, `admin`, ...). */
const guardsOf = (path: string): string[] =>
  (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const element = route.element;
    return isValidElement<{ access: string }>(element) && element.type === RequireAccess ? [element.props.access] : [];
  });

describe('route guards', () => {
  it("let signed-in club users open a tournament's draws (the server refuses them until published)", () => {
    expect(guardsOf('/tournaments/7/draws')).toEqual(['user']);
    expect(guardsOf('/tournaments/7/draws/q3ufm6w2kz4b7xgo5yre2hpa')).toEqual(['user']);
  });

  it('keep editing a tournament and its club views for admins', () => {
    expect(guardsOf('/tournaments/7/edit')).toEqual(['user', 'admin']);
    expect(guardsOf('/tournaments/7/view/3')).toEqual(['user', 'admin']);
    expect(guardsOf('/tournaments/create')).toEqual(['user', 'admin']);
  });
});
