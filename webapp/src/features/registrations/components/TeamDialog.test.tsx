import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Member, Tournament } from '@/api/types';
import { entryOptionsQuery } from '@/features/registrations/api/entry-options';
import type { TeamRegistration } from '@/features/registrations/api/types';
import { link } from '@/features/registrations/test-links';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';
import { TeamDialog } from './TeamDialog';

const men: Member[] = [1, 2, 3, 4].map((id) => ({
  id,
  clubId: 3,
  firstName: `Marko${id}`,
  lastName: 'Ilić',
  isMale: true,
  belt: 'PLAVI',
}));

/** A tournament whose one team discipline takes 5 to 7 members, as the server sends it. */
const tournament = {
  id: 1,
  eventDate: '2026-03-01',
  startDate: '2026-01-01T00:00:00',
  requireMedical: false,
  disciplines: [],
  teamDisciplines: [
    link(7, 'Kumite ekipno', '1', [[1, 'Seniors']], { isTeam: true, teamMinMembers: 5, teamMaxMembers: 7 }),
  ],
} as unknown as Tournament;

/** A team of four already entered in it (the range was changed since). */
const team = {
  id: 9,
  clubId: 3,
  type: 'MEN',
  memberIds: men.map((member) => member.id),
  members: men,
  noPay: false,
  alwaysPays: false,
  categories: [{ id: 1, name: 'Seniors', disciplines: [{ id: 7, name: 'Kumite ekipno' }] }],
} as unknown as TeamRegistration;

describe('TeamDialog', { timeout: 20_000 }, () => {
  it("takes the chosen discipline's member range from the server and refuses a team outside it", async () => {
    const queryClient = createQueryClient();
    const seniors = {
      id: 1,
      name: 'Seniors',
      reasons: [],
      disciplines: [{ id: 7, name: 'Kumite ekipno', reasons: [] }],
    };
    queryClient.setQueryData(entryOptionsQuery(1, 3).queryKey, {
      members: men.map((member) => ({ memberId: member.id, reason: null, categories: [], teamCategories: [seniors] })),
      teamCategories: [seniors],
    });
    render(
      <Providers queryClient={queryClient}>
        <TeamDialog
          tournament={tournament}
          clubId={3}
          members={men}
          registration={team}
          isAdmin={false}
          onClose={() => {}}
        />
      </Providers>,
    );
    expect(await screen.findByText('Members in the chosen disciplines: 5 to 7.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Members of a team in the chosen disciplines: 5 to 7.')).toBeInTheDocument();
  });
});
