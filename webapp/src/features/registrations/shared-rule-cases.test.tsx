/**
 * The shared cases of tests/data/rules-cases.json (the server's test,
 * tests/unit/test_shared_rule_cases.py, proves that the server answers each case's `answer`): the
 * dialogs show that answer as it is, an option with a reason disabled and the reason its
 * description, a member barred with the server's reason.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryOption, EntryOptions } from '@/features/registrations/api/types';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { barredReason, competitorOptions } from '@/features/registrations/eligible-options';
import { Providers } from '@/test/render';
import cases from '../../../../tests/data/rules-cases.json';

interface EligibilityCase {
  case: string;
  answer: { reason: string | null; categories: CategoryOption[] };
}

const eligibility = cases.eligibility as EligibilityCase[];

const answerOf = ({ answer }: EligibilityCase): EntryOptions => ({
  members: [{ memberId: 1, ...answer, teamCategories: [], teamTypes: [] }],
  teamCategories: [],
  mostTeamMembers: null,
});

const why = (reasons: readonly string[]) => reasons.join(' ');

describe('the shared eligibility cases, as the dialogs show them', () => {
  it.each(eligibility.map((shared) => [shared.case, shared] as const))('%s', (_name, shared) => {
    const answer = answerOf(shared);
    expect(barredReason(answer, 1)).toBe(shared.answer.reason);
    const options = competitorOptions(answer, 1);
    const chosen = options.map((option) => ({ id: option.id, disciplines: [] }));
    const { unmount } = render(
      <Providers>
        <CategoryChoices options={options} value={[]} onChange={() => {}} />
      </Providers>,
    );
    if (options.length === 0)
      expect(screen.getByText('No disciplines of this tournament are open to this member.')).toBeInTheDocument();
    for (const option of options) {
      const box = screen.getByRole('checkbox', { name: option.name });
      if (option.reasons.length > 0) {
        expect(box).toBeDisabled();
        expect(box).toHaveAccessibleDescription(why(option.reasons));
      } else expect(box).toBeEnabled();
    }
    unmount();
    render(
      <Providers>
        <CategoryChoices options={options} value={chosen} onChange={() => {}} />
      </Providers>,
    );
    for (const discipline of options.flatMap((option) => option.disciplines)) {
      const box = screen.getByRole('checkbox', { name: discipline.name });
      if (discipline.reasons.length > 0) expect(box).toBeDisabled();
      else expect(box).toBeEnabled();
    }
  });
});
