import '@/styles/components/Combobox';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { registerCompetitor, updateCompetitor } from '@/features/registrations/api/competitors';
import type { CategoryChoice, CompetitorRegistration } from '@/features/registrations/api/types';
import { personName } from '@/features/registrations/components/categories-text';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { RegistrationDialog, useRegistrationSave } from '@/features/registrations/components/RegistrationDialog';
import { NS } from '@/features/registrations/i18n';
import { categoryOptions, choiceError, choicesOf, keepOffered } from '@/features/registrations/rules';

interface CompetitorDialogProps {
  tournament: Tournament;
  members: readonly Member[];
  /** Members that already have a registration (disabled in the list). */
  registeredIds: ReadonlySet<number>;
  /** The registration being changed; null registers a new competitor. */
  registration: CompetitorRegistration | null;
  onClose: () => void;
}

/** Registers a member as a competitor, or changes the categories of a registration. */
export function CompetitorDialog({ tournament, members, registeredIds, registration, onClose }: CompetitorDialogProps) {
  const { t } = useTranslation(NS);
  const [memberId, setMemberId] = useState<string | null>(registration ? String(registration.competitorId) : null);
  const [choices, setChoices] = useState<CategoryChoice[]>(() => choicesOf(registration?.categories));
  const [showErrors, setShowErrors] = useState(false);

  const member = registration
    ? registration.competitor
    : members.find((candidate) => String(candidate.id) === memberId);
  const options = useMemo(
    () => (member ? categoryOptions(tournament.disciplines, member.isMale) : []),
    [member, tournament.disciplines],
  );
  const offered = keepOffered(choices, options);

  const mutation = useRegistrationSave(
    tournament.id,
    () =>
      registration
        ? updateCompetitor(registration.id, { categories: offered })
        : registerCompetitor(tournament.id, { memberId: Number(memberId), categories: offered }),
    t(registration ? 'competitors.updated' : 'competitors.created'),
    onClose,
  );

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
    <RegistrationDialog
      title={t(registration ? 'competitors.dialogEdit' : 'competitors.dialogNew')}
      onClose={onClose}
      onSubmit={submit}
      saving={mutation.isPending}
      error={mutation.error}
    >
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
    </RegistrationDialog>
  );
}
