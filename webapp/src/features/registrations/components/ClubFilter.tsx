import '@/styles/components/Combobox';
import { Loader, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tournamentFeesQuery } from '@/features/registrations/fees/api';
import { NS } from '@/features/registrations/i18n';

interface ClubFilterProps {
  tournamentId: number;
  value: number | null;
  onChange: (clubId: number | null) => void;
}

/**
 * A searchable choice of the clubs with registrations (from the every-club fee report, which the
 * clubs list shares); the clubs load when the list first opens.
 */
export function ClubFilter({ tournamentId, value, onChange }: ClubFilterProps) {
  const { t } = useTranslation(NS);
  const [opened, setOpened] = useState(false);
  const clubs = useQuery({
    ...tournamentFeesQuery(tournamentId),
    enabled: opened || value !== null,
    select: (report) => report.clubs.map(({ club }) => ({ value: String(club.id), label: club.name })),
  });
  return (
    <Select
      size="xs"
      aria-label={t('admin.clubFilter')}
      placeholder={t('admin.allClubs')}
      data={clubs.data ?? []}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      onDropdownOpen={() => setOpened(true)}
      searchable
      clearable
      nothingFoundMessage={clubs.isPending ? t('admin.clubsLoading') : t('admin.noClub')}
      rightSection={clubs.isFetching && !clubs.data ? <Loader size={12} /> : undefined}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
    />
  );
}
