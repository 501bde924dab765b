import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { ErrorBox } from './ErrorBox';

describe('ErrorBox', () => {
  it('shows the failed request’s id small, for the user to quote', async () => {
    renderRoute(<ErrorBox message="Nije pronađeno." requestId="3f9c2a7e5b1d4c8e" />);
    expect(await screen.findByText('Nije pronađeno.')).toBeInTheDocument();
    expect(screen.getByText(/3f9c2a7e5b1d4c8e/)).toBeInTheDocument();
  });

  it('shows no id when there is none', async () => {
    renderRoute(<ErrorBox message="Server nije dostupan." />);
    expect(await screen.findByText('Server nije dostupan.')).toBeInTheDocument();
    expect(screen.queryByText(/Zahtev|Request/)).not.toBeInTheDocument();
  });
});
