import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { FormError } from '@/components/FormError';
import { registrationKeys } from '@/features/registrations/api/keys';
import { registerTeam, updateTeam } from '@/features/registrations/api/teams';
import type { CategoryChoice, TeamRegistration, TeamType } from '@/features/registrations/api/types';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { personName } from '@/features/registrations/components/categories-text';
import { NS } from '@/features/registrations/i18n';
import { categoryOptions, choiceError, keepOffered, TEAM_MAX, teamError } from '@/features/registrations/rules';
import { tournamentKeys } from '@/features/tournaments/api/keys';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

export const TEAM_TYPES: readonly TeamType[] = ['MEN', 'WOMEN', 'MIX'];

interface TeamDialogProps {
  tournament: Tournament;
  members: readonly Member[];
  /** The team being changed; null registers a new team. */
  registration: TeamRegistration | null;
  /** Admins set "always pays". */
  isAdmin: boolean;
  onClose: () => void;
}

/** Registers a team of 2 to 4 members, or changes one. */
export function TeamDialog({ tournament, members, registration, isAdmin, onClose }: TeamDialogProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [type, setType] = useState<TeamType>(registration?.type ?? 'MIX');
  const [memberIds, setMemberIds] = useState<string[]>(registration?.memberIds.map(String) ?? []);
  const [noPay, setNoPay] = useState(registration?.noPay ?? false);
  const [alwaysPays, setAlwaysPays] = useState(registration?.alwaysPays ?? false);
  const [choices, setChoices] = useState<CategoryChoice[]>(
    registration?.categories.map((category) => ({
      id: category.id,
      disciplines: category.disciplines.map((discipline) => discipline.id),
    })) ?? [],
  );
  const [showErrors, setShowErrors] = useState(false);

  const options = useMemo(() => categoryOptions(tournament.teamDisciplines, 'any'), [tournament.teamDisciplines]);
  const offered = keepOffered(choices, options);
  // Members of the team: the club's members, plus the registration's own when not in the list.
  const people = useMemo(() => {
    type Person = Pick<Member, 'id' | 'firstName' | 'lastName' | 'isMale'>;
    const known = new Map<number, Person>(members.map((member) => [member.id, member]));
    for (const member of registration?.members ?? []) if (!known.has(member.id)) known.set(member.id, member);
    return [...known.values()];
  }, [members, registration]);
  const chosenMembers = people.filter((person) => memberIds.includes(String(person.id)));

  const mutation = useMutation({
    mutationFn: () => {
      const body = {
        type,
        noPay,
        memberIds: memberIds.map(Number),
        categories: offered,
        ...(isAdmin ? { alwaysPays } : {}),
      };
      return registration ? updateTeam(registration.id, body) : registerTeam(tournament.id, body);
    },
    onSuccess: async () => {
      notify(t(registration ? 'teams.updated' : 'teams.created'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournament.id) }),
      ]);
      onClose();
    },
  });
  const serverError = useServerErrorMessage(mutation.error, []);

  const membersError = teamError(type, chosenMembers);
  const categoriesError = choiceError(offered);
  const submit = () => {
    setShowErrors(true);
    if (membersError || categoriesError) return;
    mutation.mutate();
  };

  return (
    <Modal opened onClose={onClose} title={t(registration ? 'teams.dialogEdit' : 'teams.dialogNew')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Select
            label={t('teams.type')}
            data={TEAM_TYPES.map((value) => ({ value, label: t(`teams.types.${value}`) }))}
            value={type}
            onChange={(value) => value && setType(value as TeamType)}
            allowDeselect={false}
            required
          />
          <MultiSelect
            label={t('teams.members')}
            data={people.map((person) => ({ value: String(person.id), label: personName(person) }))}
            value={memberIds}
            onChange={setMemberIds}
            maxValues={TEAM_MAX}
            searchable
            required
            error={showErrors && membersError ? t(`errors.${membersError}`) : undefined}
          />
          <Checkbox label={t('teams.noPay')} checked={noPay} onChange={(event) => setNoPay(event.currentTarget.checked)} />
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
          />
          <FormError message={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
