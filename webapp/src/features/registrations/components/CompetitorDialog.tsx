import '@/styles/components/Combobox';
import '@/styles/components/Checkbox';
import { Checkbox, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { categoryLimitsQuery } from '@/features/registrations/api/categories';
import { registerCompetitor, updateCompetitor } from '@/features/registrations/api/competitors';
import { useReasonText } from '@/features/registrations/components/use-reason-text';
import { entryLimits, memberReason, reasonedOptions } from '@/features/registrations/eligible-options';
import type { Entrant } from '@/lib/eligibility';
import { useSession } from '@/stores/session';
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

/**
 * Registers a member as a competitor, or changes the categories of a registration. Members and
 * options the eligibility limits rule out are disabled with the reason; an admin may choose
 * them and enter the member anyway (`override`).
 */
export function CompetitorDialog({ tournament, members, registeredIds, registration, onClose }: CompetitorDialogProps) {
  const { t } = useTranslation(NS);
  // A member's option names the member already: its reason does not again.
  const reasonText = useReasonText({ named: false });
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const [memberId, setMemberId] = useState<string | null>(registration ? String(registration.competitorId) : null);
  const [choices, setChoices] = useState<CategoryChoice[]>(() => choicesOf(registration?.categories));
  const [override, setOverride] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const categories = useQuery(categoryLimitsQuery());
  const limits = useMemo(() => entryLimits(tournament, categories.data?.items ?? []), [tournament, categories.data]);
  const optionsOf = (candidate: Entrant & { isMale?: boolean }) =>
    reasonedOptions(categoryOptions(tournament.disciplines, candidate.isMale), [candidate], limits, tournament, false);

  // The club's member (with weight and certificate), else the registration's own.
  const member = members.find((candidate) => String(candidate.id) === memberId) ?? registration?.competitor;
  const options = member ? optionsOf(member) : [];
  const offered = keepOffered(choices, options);

  const mutation = useRegistrationSave(
    tournament.id,
    () =>
      registration
        ? updateCompetitor(registration.id, { categories: offered, override })
        : registerCompetitor(tournament.id, { memberId: Number(memberId), categories: offered, override }),
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
    : members.map((candidate) => {
        const reason = memberReason(candidate, optionsOf(candidate), limits);
        const label = personName(candidate);
        return {
          value: String(candidate.id),
          label: reason ? `${label} — ${reasonText(reason)}` : label,
          disabled: registeredIds.has(candidate.id) || (Boolean(reason) && !isAdmin),
        };
      });

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
          allowIneligible={isAdmin}
        />
      ) : null}
      {isAdmin && member ? (
        <Checkbox
          label={t('eligibility.override')}
          checked={override}
          onChange={(event) => {
            setOverride(event.currentTarget.checked);
            mutation.reset();
          }}
        />
      ) : null}
    </RegistrationDialog>
  );
}
