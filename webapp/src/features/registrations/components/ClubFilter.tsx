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
  // Mantine keeps a select's options in the page while closed: a thousand clubs were thousands of
  // hidden elements on every list. Closed, the select holds only the chosen club.
  const [open, setOpen] = useState(false);
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
      data={open ? (clubs.data ?? []) : (clubs.data ?? []).filter((club) => club.value === String(value))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      onDropdownOpen={() => {
        setOpened(true);
        setOpen(true);
      }}
      onDropdownClose={() => setOpen(false)}
      searchable
      clearable
      nothingFoundMessage={clubs.isPending ? t('admin.clubsLoading') : t('admin.noClub')}
      rightSection={clubs.isFetching && !clubs.data ? <Loader size={12} /> : undefined}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
    />
  );
}
