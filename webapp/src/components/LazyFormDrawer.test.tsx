import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render';
import { LazyFormDrawer } from './LazyFormDrawer';

describe('LazyFormDrawer', () => {
  it('shows a loader, not an empty drawer, while its lazy form loads', async () => {
    let arrive: () => void = () => undefined;
    const Form = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>the form</p> });
        }),
    );
    renderRoute(
      <LazyFormDrawer opened onClose={() => undefined} title="New discipline">
        <Form />
      </LazyFormDrawer>,
      '/settings/disciplines',
    );
    expect(await screen.findByLabelText(i18n.t('app.loading'))).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(screen.queryByLabelText(i18n.t('app.loading'))).not.toBeInTheDocument();
  });
});
