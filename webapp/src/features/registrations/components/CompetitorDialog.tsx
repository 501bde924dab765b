import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { FormError } from '@/components/FormError';
import { registerCompetitor, updateCompetitor } from '@/features/registrations/api/competitors';
import { registrationKeys } from '@/features/registrations/api/keys';
import type { CategoryChoice, CompetitorRegistration } from '@/features/registrations/api/types';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { NS } from '@/features/registrations/i18n';
import { categoryOptions, choiceError, keepOffered } from '@/features/registrations/rules';
import { tournamentKeys } from '@/features/tournaments/api/keys';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

interface CompetitorDialogProps {
  tournament: Tournament;
  members: readonly Member[];
  /** Members that already have a registration (disabled in the list). */
  registeredIds: ReadonlySet<number>;
  /** The registration being changed; null registers a new competitor. */
  registration: CompetitorRegistration | null;
  onClose: () => void;
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** Registers a member as a competitor, or changes the categories of a registration. */
export function CompetitorDialog({ tournament, members, registeredIds, registration, onClose }: CompetitorDialogProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState<string | null>(registration ? String(registration.competitorId) : null);
  const [choices, setChoices] = useState<CategoryChoice[]>(
    registration?.categories.map((category) => ({
      id: category.id,
      disciplines: category.disciplines.map((discipline) => discipline.id),
    })) ?? [],
  );
  const [showErrors, setShowErrors] = useState(false);

  const member = registration
    ? registration.competitor
    : members.find((candidate) => String(candidate.id) === memberId);
  const options = useMemo(
    () => (member ? categoryOptions(tournament.disciplines, member.isMale) : []),
    [member, tournament.disciplines],
  );
  const offered = keepOffered(choices, options);

  const mutation = useMutation({
    mutationFn: () =>
      registration
        ? updateCompetitor(registration.id, { categories: offered })
        : registerCompetitor(tournament.id, { memberId: Number(memberId), categories: offered }),
    onSuccess: async () => {
      notify(t(registration ? 'competitors.updated' : 'competitors.created'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournament.id) }),
      ]);
      onClose();
    },
  });
  const serverError = useServerErrorMessage(mutation.error, []);

  const memberError = !member ? 'selectMember' : null;
  const error = memberError ?? choiceError(offered);
  const submit = () => {
    setShowErrors(true);
    if (error) return;
    mutation.mutate();
  };

  const memberOptions = registration
    ? [{ value: String(registration.competitorId), label: personName(registration.competitor) }]
    : members.map((candidate) => ({
        value: String(candidate.id),
        label: personName(candidate),
        disabled: registeredIds.has(candidate.id),
      }));

  return (
    <Modal opened onClose={onClose} title={t(registration ? 'competitors.dialogEdit' : 'competitors.dialogNew')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Select
            label={t('competitors.member')}
            placeholder={t('competitors.memberPlaceholder')}
            data={memberOptions}
            value={memberId}
            onChange={(value) => {
              setMemberId(value);
              mutation.reset();
            }}
            searchable
            disabled={Boolean(registration)}
            required
            error={showErrors && memberError ? t('errors.selectMember') : undefined}
          />
          {member ? (
            <CategoryChoices
              options={options}
              value={offered}
              onChange={setChoices}
              error={showErrors && error && error !== 'selectMember' ? t(`errors.${error}`) : null}
            />
          ) : null}
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
