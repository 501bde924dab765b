import { CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClubFilter } from '@/features/registrations/components/ClubFilter';
import type { ListFilterState } from '@/features/registrations/components/use-list-filters';
import { NS } from '@/features/registrations/i18n';

interface ListToolbarProps {
  tournamentId: number;
  state: ListFilterState;
  /** The search box's label and placeholder. */
  searchLabel: string;
}

/** The search box and the club filter above a server-paged list. */
export function ListToolbar({ tournamentId, state, searchLabel }: ListToolbarProps) {
  const { t } = useTranslation(NS);
  return (
    <Group gap="xs" mb="sm" wrap="wrap">
      <TextInput
        size="xs"
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={14} />}
        value={state.search}
        onChange={(event) => state.setSearch(event.currentTarget.value)}
        rightSection={
          state.search ? (
            <CloseButton size="sm" aria-label={t('admin.clearSearch')} onClick={() => state.setSearch('')} />
          ) : null
        }
        w={{ base: '100%', xs: 280 }}
      />
      <ClubFilter tournamentId={tournamentId} value={state.clubId} onChange={state.setClubId} />
    </Group>
  );
}
