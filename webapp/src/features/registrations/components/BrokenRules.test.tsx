import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { WithBrokenRules } from './BrokenRules';

describe('WithBrokenRules', { timeout: 20_000 }, () => {
  it('shows a badge for each rule the registration no longer meets', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <WithBrokenRules name="Marko Anić" rules={['DISCIPLINE_SEX', 'TEAM_TYPE_SEX', 'TEAM_SIZE']} />
      </Providers>,
    );
    expect(await screen.findByText('Sex no longer fits the discipline')).toBeInTheDocument();
    expect(screen.getByText('Sex no longer fits the team type')).toBeInTheDocument();
    expect(screen.getByText('Team size no longer fits the discipline')).toBeInTheDocument();
    expect(screen.getByText('Marko Anić')).toBeInTheDocument();
  });

  it('tells rules an admin let through apart from those no longer met', async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <WithBrokenRules name="Đina Šarić" rules={['BELT']} overridden={['AGE', 'MEDICAL_MISSING']} />
      </Providers>,
    );
    const overridden = await screen.findAllByTestId('overridden-rule');
    expect(overridden.map((badge) => badge.textContent)).toEqual([
      'Admitted by override: age',
      'Admitted by override: no medical certificate',
    ]);
    expect(screen.getAllByTestId('broken-rule').map((badge) => badge.textContent)).toEqual([
      'No longer eligible: belt',
    ]);
  });

  it('shows the name alone while every rule is met', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <WithBrokenRules name="Ana Anić" />
      </Providers>,
    );
    expect(screen.getByText('Ana Anić')).toBeInTheDocument();
    expect(screen.queryAllByTestId('broken-rule')).toEqual([]);
    expect(screen.queryByTestId('withdrawn')).toBeNull();
  });

  it('marks an entry withdrawn after the deadline: it stays and is charged', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <WithBrokenRules name="Žarko Đurić" withdrawn />
      </Providers>,
    );
    expect(screen.getByText('Žarko Đurić')).toBeInTheDocument();
    expect(screen.getByTestId('withdrawn')).toHaveTextContent('Withdrawn (charged)');
  });
});
