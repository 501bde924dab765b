import '@/styles/components/Checkbox';
import '@/styles/components/MultiSelect';
import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { entryOptionsQuery } from '@/features/registrations/api/entry-options';
import { teamOptions } from '@/features/registrations/eligible-options';
import { registerTeam, updateTeam } from '@/features/registrations/api/teams';
import type { CategoryChoice, TeamRegistration, TeamType } from '@/features/registrations/api/types';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { personName } from '@/features/registrations/components/categories-text';
import { RegistrationDialog, useRegistrationSave } from '@/features/registrations/components/RegistrationDialog';
import { NS } from '@/features/registrations/i18n';
import { canSetNoPay } from '@/lib/permissions';
import { useAppData } from '@/stores/app-data';
import {
  choiceError,
  choicesOf,
  keepOffered,
  mostTeamMembers,
  teamCandidates,
  teamError,
  teamRange,
} from '@/features/registrations/rules';

export const TEAM_TYPES: readonly TeamType[] = ['MEN', 'WOMEN', 'MIX'];

interface TeamDialogProps {
  tournament: Tournament;
  /** The club whose team is entered. */
  clubId: number;
  members: readonly Member[];
  /** The team being changed; null registers a new team. */
  registration: TeamRegistration | null;
  /** Admins set "always pays". */
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * Registers a team, or changes one: as many members as the chosen team disciplines' ranges allow
 * (each discipline's range comes from the server). The options are those every chosen member may
 * take; one whose age or belt limits a chosen member breaks is disabled with the server's reason
 * (admins may choose it and override).
 */
export function TeamDialog({ tournament, clubId, members, registration, isAdmin, onClose }: TeamDialogProps) {
  const { t } = useTranslation(NS);
  const maySetNoPay = canSetNoPay(
    isAdmin,
    useAppData((state) => state.settings),
  );
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
  const chosenMembers = people.filter((person) => memberIds.includes(String(person.id)));
  const options = answer ? teamOptions(answer, memberIds.map(Number)) : [];
  const offered = keepOffered(choices, options);

  const body = {
    type,
    noPay,
    memberIds: memberIds.map(Number),
    categories: offered,
    ...(isAdmin ? { alwaysPays, override } : {}),
  };
  const mutation = useRegistrationSave(
    tournament.id,
    () => (registration ? updateTeam(registration.id, body) : registerTeam(tournament.id, body)),
    t(registration ? 'teams.updated' : 'teams.created'),
    onClose,
  );

  const range = teamRange(tournament.teamDisciplines, offered);
  const membersError = teamError(type, chosenMembers, range);
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
    >
      <Select
        label={t('teams.type')}
        data={TEAM_TYPES.map((value) => ({ value, label: t(`teams.types.${value}`) }))}
        value={type}
        onChange={(value) => value && setType(value)}
        allowDeselect={false}
        required
      />
      <MultiSelect
        label={t('teams.members')}
        data={teamCandidates(type, people, memberIds).map((person) => ({
          value: String(person.id),
          label: personName(person),
        }))}
        value={memberIds}
        onChange={setMemberIds}
        maxValues={mostTeamMembers(tournament.teamDisciplines)}
        searchable
        required
        description={range && range.min <= range.max ? t('teams.membersRange', { ...range }) : undefined}
        error={showErrors && membersError ? t(`errors.${membersError}`, { ...range }) : undefined}
      />
      {maySetNoPay && (
        <Checkbox
          label={t('teams.noPay')}
          checked={noPay}
          onChange={(event) => setNoPay(event.currentTarget.checked)}
        />
      )}
      {isAdmin && (
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
