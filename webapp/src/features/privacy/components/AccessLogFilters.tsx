import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessKind, PeopleKind } from '@/api/types';
import { DateField } from '@/components/DateField';
import { ACCESS_KINDS, type AccessFilters } from '@/features/privacy/access-filters';
import type { FieldErrors } from '@/lib/api-errors';

const PERSON_KINDS: readonly PeopleKind[] = ['members', 'coaches', 'referees', 'officials'];

interface AccessLogFiltersProps {
  filters: AccessFilters;
  onChange: (filters: AccessFilters) => void;
  /** The server's per-field answer to the last filters (a 400), by query parameter name. */
  errors: FieldErrors;
}

/** Person (kind and id), user id, kind of access and a date range; each change asks the server again. */
export function AccessLogFilters({ filters, onChange, errors }: AccessLogFiltersProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<AccessFilters>) => onChange({ ...filters, ...changes });
  const any = { value: '', label: t('privacy.any') };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('privacy.personKind')}
        value={filters.personKind ?? ''}
        error={errors.personKind}
        data={[any, ...PERSON_KINDS.map((kind) => ({ value: kind, label: t(`privacy.personKinds.${kind}`) }))]}
        onChange={(event) => set({ personKind: (event.currentTarget.value || null) as PeopleKind | null })}
      />
      <TextInput
        label={t('privacy.personId')}
        inputMode="numeric"
        w={110}
        value={filters.personId}
        error={errors.personId}
        onChange={(event) => set({ personId: event.currentTarget.value })}
      />
      <TextInput
        label={t('privacy.userId')}
        inputMode="numeric"
        w={110}
        value={filters.userId}
        error={errors.userId}
        onChange={(event) => set({ userId: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('privacy.kind')}
        value={filters.kind ?? ''}
        error={errors.kind}
        data={[any, ...ACCESS_KINDS.map((kind) => ({ value: kind, label: t(`privacy.kinds.${kind}`) }))]}
        onChange={(event) => set({ kind: (event.currentTarget.value || null) as AccessKind | null })}
      />
      <DateField
        label={t('privacy.since')}
        value={filters.since}
        error={errors.since}
        clearable
        onChange={(since) => set({ since })}
      />
      <DateField
        label={t('privacy.until')}
        value={filters.until}
        error={errors.until}
        clearable
        onChange={(until) => set({ until })}
      />
    </Group>
  );
}
