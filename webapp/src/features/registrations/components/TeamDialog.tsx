import '@/styles/components/Checkbox';
import '@/styles/components/MultiSelect';
import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubCapabilitiesQuery } from '@/api/clubs/get-club-capabilities';
import type { Member, Tournament } from '@/api/types';
import { entryOptionsQuery } from '@/features/registrations/api/entry-options';
import { teamOptions } from '@/features/registrations/eligible-options';
import { registerTeam, updateTeam } from '@/features/registrations/api/teams';
import type { CategoryChoice, TeamRegistration, TeamType } from '@/features/registrations/api/types';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { EntryPlacesNote } from '@/features/registrations/components/EntryPlacesNote';
import { personName } from '@/features/registrations/components/categories-text';
import { RegistrationDialog, useRegistrationSave } from '@/features/registrations/components/RegistrationDialog';
import { NS } from '@/features/registrations/i18n';
import { choiceError, choicesOf, keepOffered } from '@/features/registrations/rules';
import { isApiError } from '@/lib/api-errors';

export const TEAM_TYPES: readonly TeamType[] = ['MEN', 'WOMEN', 'MIX'];

/** The fields whose server errors show on their input, not above the buttons. */
const TEAM_FIELDS = ['memberIds', 'type'] as const;

interface TeamDialogProps {
  tournament: Tournament;
  /** The club whose team is entered. */
  clubId: number;
  members: readonly Member[];
  /** The team being changed; null registers a new team. */
  registration: TeamRegistration | null;
  /** Admins may choose an option a member is not eligible for, and override. */
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * Registers a team, or changes one. The server decides what the dialog offers (listEntryOptions:
 * the members a team of the chosen type may take, the most members a team discipline takes, the
 * options every chosen member may take, one whose age or belt limits a chosen member breaks
 * disabled with the server's reason; admins may choose it and override) and who sets the pay flags
 * (getClubCapabilities). A team's size and its members' sex are judged by the server on save: its
 * message shows on the members or the type.
 */
export function TeamDialog({ tournament, clubId, members, registration, isAdmin, onClose }: TeamDialogProps) {
  const { t } = useTranslation(NS);
  const capabilities = useQuery(clubCapabilitiesQuery(clubId)).data;
  const maySetNoPay = capabilities?.setNoPay ?? false;
  const maySetAlwaysPays = capabilities?.setAlwaysPays ?? false;
  const [type, setType] = useState<TeamType>(registration?.type ?? 'MIX');
  const [memberIds, setMemberIds] = useState<string[]>(registration?.memberIds.map(String) ?? []);
  const [noPay, setNoPay] = useState(registration?.noPay ?? false);
  const [alwaysPays, setAlwaysPays] = useState(registration?.alwaysPays ?? false);
  const [choices, setChoices] = useState<CategoryChoice[]>(() => choicesOf(registration?.categories));
  const [override, setOverride] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const answer = useQuery(entryOptionsQuery(tournament.id, clubId)).data;

  // Members of the team: the club's members, plus the registration's own when not in the list.
  const people = useMemo(() => {
    type Person = Pick<Member, 'id' | 'firstName' | 'lastName' | 'isMale' | 'born' | 'belt'>;
    const known = new Map<number, Person>(members.map((member) => [member.id, member]));
    for (const member of registration?.members ?? []) if (!known.has(member.id)) known.set(member.id, member);
    return [...known.values()];
  }, [members, registration]);
  // The members a team of this type may take (the server's teamTypes); the chosen ones stay, so that
  // a changed type shows the server's error instead of dropping them.
  const teamTypes = new Map(answer?.members.map((member) => [member.memberId, member.teamTypes]));
  const candidates = people.filter(
    (person) => teamTypes.get(person.id)?.includes(type) || memberIds.includes(String(person.id)),
  );
  const options = answer ? teamOptions(answer, memberIds.map(Number)) : [];
  const offered = keepOffered(choices, options);

  const body = {
    type,
    noPay,
    memberIds: memberIds.map(Number),
    categories: offered,
    ...(maySetAlwaysPays ? { alwaysPays } : {}),
    ...(isAdmin ? { override } : {}),
  };
  const mutation = useRegistrationSave(
    tournament.id,
    () => (registration ? updateTeam(registration.id, body) : registerTeam(tournament.id, body)),
    t(registration ? 'teams.updated' : 'teams.created'),
    onClose,
  );

  const membersError = memberIds.length === 0 ? 'selectMember' : null;
  const serverErrors = isApiError(mutation.error) ? mutation.error.fieldErrors : {};
  const categoriesError = choiceError(offered);
  const submit = () => {
    setShowErrors(true);
    if (membersError || categoriesError) return;
    mutation.mutate();
  };

  return (
    <RegistrationDialog
      title={t(registration ? 'teams.dialogEdit' : 'teams.dialogNew')}
      onClose={onClose}
      onSubmit={submit}
      saving={mutation.isPending}
      error={mutation.error}
      fields={TEAM_FIELDS}
    >
      <Select
        label={t('teams.type')}
        data={TEAM_TYPES.map((value) => ({ value, label: t(`teams.types.${value}`) }))}
        value={type}
        onChange={(value) => value && setType(value)}
        allowDeselect={false}
        required
        error={serverErrors.type}
      />
      <MultiSelect
        label={t('teams.members')}
        data={candidates.map((person) => ({
          value: String(person.id),
          label: personName(person),
        }))}
        value={memberIds}
        onChange={setMemberIds}
        maxValues={answer?.mostTeamMembers ?? undefined}
        searchable
        required
        error={showErrors && membersError ? t(`errors.${membersError}`) : serverErrors.memberIds}
      />
      {maySetNoPay && (
        <Checkbox
          label={t('teams.noPay')}
          checked={noPay}
          onChange={(event) => setNoPay(event.currentTarget.checked)}
        />
      )}
      {maySetAlwaysPays && (
        <Checkbox
          label={t('teams.alwaysPays')}
          checked={alwaysPays}
          onChange={(event) => setAlwaysPays(event.currentTarget.checked)}
        />
      )}
      <CategoryChoices
        options={options}
        value={offered}
        onChange={setChoices}
        error={showErrors && categoriesError ? t(`errors.${categoriesError}`) : null}
        allowIneligible={isAdmin}
      />
      {answer ? <EntryPlacesNote tournamentId={tournament.id} options={options} choices={offered} /> : null}
      {isAdmin && (
        <Checkbox
          label={t('eligibility.override')}
          checked={override}
          onChange={(event) => setOverride(event.currentTarget.checked)}
        />
      )}
    </RegistrationDialog>
  );
}
