import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clubCapabilitiesQuery } from '@/api/clubs/get-club-capabilities';
import type { ClubCapabilities } from '@/api/types';
import type { Member, Tournament } from '@/api/types';
import { entryOptionsQuery } from '@/features/registrations/api/entry-options';
import type { EntryPlaces } from '@/features/registrations/api/types';
import { entryPlacesQuery } from '@/features/registrations/api/waiting-list';
import type { TeamRegistration } from '@/features/registrations/api/types';
import { link } from '@/features/registrations/test-links';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { TeamDialog } from './TeamDialog';

const fetchMock = stubFetch();

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

const seniors = {
  id: 1,
  name: 'Seniors',
  reasons: [],
  disciplines: [{ id: 7, name: 'Kumite ekipno', reasons: [] }],
};

const none = { add: false, edit: false, remove: false };
const capabilities = (setNoPay: boolean, setAlwaysPays: boolean): ClubCapabilities => ({
  manage: true,
  delete: false,
  setNoPay,
  setAlwaysPays,
  members: none,
  coaches: none,
  referees: none,
  officials: none,
});

/** The dialog over the server's answers: the men may be in MEN and MIX teams, a woman in WOMEN and MIX. */
function renderDialog(allowed: ClubCapabilities | null = capabilities(true, false), places: EntryPlaces[] = []) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(entryPlacesQuery(1).queryKey, places);
  const woman = { memberId: 5, reason: null, categories: [], teamCategories: [seniors], teamTypes: ['WOMEN', 'MIX'] };
  queryClient.setQueryData(entryOptionsQuery(1, 3).queryKey, {
    members: [
      ...men.map((member) => ({
        memberId: member.id,
        reason: null,
        categories: [],
        teamCategories: [seniors],
        teamTypes: ['MEN', 'MIX'] as const,
      })),
      woman,
    ],
    teamCategories: [seniors],
    mostTeamMembers: 7,
  } as never);
  if (allowed) queryClient.setQueryData(clubCapabilitiesQuery(3).queryKey, allowed);
  const ana = { id: 5, clubId: 3, firstName: 'Ana', lastName: 'Anić', isMale: false, belt: 'PLAVI' } as Member;
  render(
    <Providers queryClient={queryClient}>
      <TeamDialog
        tournament={tournament}
        clubId={3}
        members={[...men, ana]}
        registration={team}
        isAdmin={false}
        onClose={() => {}}
      />
    </Providers>,
  );
}

describe('TeamDialog', { timeout: 20_000 }, () => {
  it("shows the server's refusal of the team's size on the members and of its type on the type", async () => {
    const refused = {
      success: false,
      error: 'Invalid input.',
      errors: {
        memberIds: 'Kumite ekipno takes teams of 5 to 7 members; this one has 4.',
        type: "A men's team may only have male members.",
      },
    };
    // Reads stay on their way (the dialog shows what it has); the save is refused.
    fetchMock.mockImplementation((input) =>
      (input as Request).method === 'PUT' ? Promise.resolve(jsonResponse(400, refused)) : new Promise(() => {}),
    );
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kumite ekipno takes teams of 5 to 7 members; this one has 4.')).toBeInTheDocument();
    expect(screen.getByText("A men's team may only have male members.")).toBeInTheDocument();
  });

  it('offers the members the server lets into a team of the chosen type', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderDialog();
    // A MEN team of four men: the woman (WOMEN and MIX only) is not offered; a MIX team offers her.
    const [picker] = screen.getAllByLabelText(/^Members/, { selector: 'input' });
    if (!picker) throw new Error('no member picker');
    fireEvent.change(picker, { target: { value: 'Ana' } });
    expect(screen.queryByRole('option', { name: 'Ana Anić', hidden: true })).not.toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '' } });
    const [typeSelect] = screen.getAllByLabelText(/^Type/, { selector: 'input' });
    if (!typeSelect) throw new Error('no type select');
    fireEvent.click(typeSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Mixed' }));
    fireEvent.change(picker, { target: { value: 'Ana' } });
    expect(await screen.findByRole('option', { name: 'Ana Anić', hidden: true })).toBeInTheDocument();
  });

  it('shows the places the server counts in the chosen team discipline and the total', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const group = { categoryId: 1, disciplineId: 7, categoryName: 'Seniors', disciplineName: 'Kumite ekipno' };
    const total = { categoryId: null, disciplineId: null, categoryName: '', disciplineName: '' };
    renderDialog(capabilities(true, false), [
      { ...total, cap: 40, quota: null, entered: 30, waiting: 0, left: 10, nextInLine: null },
      { ...group, cap: 16, quota: null, entered: 13, waiting: 0, left: 3, nextInLine: null },
    ]);
    const places = screen.getByTestId('entry-places');
    expect(places).toHaveTextContent('Kumite ekipno (Seniors): 3 of 16 left');
    expect(places).toHaveTextContent('All entries: 10 of 40 left');
  });

  it('says which place in line a team past a full cap takes', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const group = { categoryId: 1, disciplineId: 7, categoryName: 'Seniors', disciplineName: 'Kumite ekipno' };
    renderDialog(capabilities(true, false), [
      { ...group, cap: 16, quota: null, entered: 16, waiting: 3, left: 0, nextInLine: 4 },
    ]);
    expect(screen.getByTestId('entry-places')).toHaveTextContent(
      'Kumite ekipno (Seniors): full: you will be no. 4 on the waiting list',
    );
  });

  it('shows the pay flags the server lets the user set', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderDialog(capabilities(true, true));
    expect(screen.getByRole('checkbox', { name: 'Not chargeable' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Always pays' })).toBeInTheDocument();
  });

  it('shows no pay flag before the capabilities arrive', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderDialog(null);
    expect(screen.queryByRole('checkbox', { name: 'Not chargeable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Always pays' })).not.toBeInTheDocument();
  });
});
