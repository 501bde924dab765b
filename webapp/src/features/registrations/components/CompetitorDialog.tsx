import '@/styles/components/Combobox';
import '@/styles/components/Checkbox';
import { Checkbox, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import { registerCompetitor, updateCompetitor } from '@/features/registrations/api/competitors';
import { entryOptionsQuery } from '@/features/registrations/api/entry-options';
import { barredReason, competitorOptions } from '@/features/registrations/eligible-options';
import { useSession } from '@/stores/session';
import type { CategoryChoice, CompetitorRegistration } from '@/features/registrations/api/types';
import { personName } from '@/features/registrations/components/categories-text';
import { CategoryChoices } from '@/features/registrations/components/CategoryChoices';
import { EntryPlacesNote } from '@/features/registrations/components/EntryPlacesNote';
import { RegistrationDialog, useRegistrationSave } from '@/features/registrations/components/RegistrationDialog';
import { NS } from '@/features/registrations/i18n';
import { choiceError, choicesOf, keepOffered } from '@/features/registrations/rules';

interface CompetitorDialogProps {
  tournament: Tournament;
  /** The club whose member is entered. */
  clubId: number;
  members: readonly Member[];
  /** Members that already have a registration (disabled in the list). */
  registeredIds: ReadonlySet<number>;
  /** The registration being changed; null registers a new competitor. */
  registration: CompetitorRegistration | null;
  onClose: () => void;
}

/**
 * Registers a member as a competitor, or changes the categories of a registration. Members and
 * options the server's eligibility limits rule out are disabled with the server's reason; an admin
 * may choose them and enter the member anyway (`override`).
 */
export function CompetitorDialog({
  tournament,
  clubId,
  members,
  registeredIds,
  registration,
  onClose,
}: CompetitorDialogProps) {
  const { t } = useTranslation(NS);
  const isAdmin = useSession((state) => state.user?.isAdmin ?? false);
  const [memberId, setMemberId] = useState<string | null>(registration ? String(registration.competitorId) : null);
  const [choices, setChoices] = useState<CategoryChoice[]>(() => choicesOf(registration?.categories));
  const [override, setOverride] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const answer = useQuery(entryOptionsQuery(tournament.id, clubId)).data;

  // The club's member, else the registration's own.
  const member = members.find((candidate) => String(candidate.id) === memberId) ?? registration?.competitor;
  const options = member && answer ? competitorOptions(answer, member.id) : [];
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
        // The reason leaves out the member's name: the option names the member already.
        const reason = answer ? barredReason(answer, candidate.id) : null;
        const label = personName(candidate);
        return {
          value: String(candidate.id),
          label: reason ? `${label} — ${reason}` : label,
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
      {member && answer ? (
        <CategoryChoices
          options={options}
          value={offered}
          onChange={setChoices}
          error={showErrors && error && error !== 'selectMember' ? t(`errors.${error}`) : null}
          allowIneligible={isAdmin}
        />
      ) : null}
      {member && answer ? <EntryPlacesNote tournamentId={tournament.id} options={options} choices={offered} /> : null}
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
