import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** Renders `element` at `path` inside the app's providers, with stand-ins for other routes. */
export function renderRoute(element: ReactElement, path = '/login', otherPaths: string[] = ['/']) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<p>page {other}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/** The app's providers, for tests that render inside them themselves (the harness may import the app). */
export { Providers };
