import { MultiSelect, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';

const names = ['Ana Đorđević', 'Ђорђе Јовић', 'Iva Ilić'];

describe("the theme's selects", { timeout: 20_000 }, () => {
  it.each([
    ['Select', Select],
    ['MultiSelect', MultiSelect],
  ])('%s finds names without accents or script', async (_name, Component) => {
    render(
      <Providers queryClient={createQueryClient()}>
        <Component label="Member" data={names} searchable />
      </Providers>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Member' }), 'dordj');
    // The options as filtered (the dropdown's opening transition leaves them hidden in jsdom).
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Ana Đorđević', 'Ђорђе Јовић']);
  });
});
