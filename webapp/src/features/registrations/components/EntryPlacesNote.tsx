import '@/styles/components/List';
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryChoice, CategoryOption } from '@/features/registrations/api/types';
import { entryPlacesQuery } from '@/features/registrations/api/waiting-list';
import { NS } from '@/features/registrations/i18n';
import { chosenPlaces } from '@/features/registrations/places';

interface EntryPlacesNoteProps {
  tournamentId: number;
  options: readonly CategoryOption[];
  choices: readonly CategoryChoice[];
}

/** The places left in the chosen categories and disciplines, as the server counts them. */
export function EntryPlacesNote({ tournamentId, options, choices }: EntryPlacesNoteProps) {
  const { t } = useTranslation(NS);
  const places = useQuery(entryPlacesQuery(tournamentId)).data ?? [];
  const names = (categoryId: number, disciplineId: number) => {
    const category = options.find((option) => option.id === categoryId);
    const discipline = category?.disciplines.find((option) => option.id === disciplineId);
    return `${discipline?.name ?? disciplineId} (${category?.name ?? categoryId})`;
  };
  const lines = chosenPlaces(t, places, choices, names);
  if (lines.length === 0) return null;
  return (
    <List size="sm" aria-label={t('places.title')} data-testid="entry-places">
      {lines.map((line) => (
        <List.Item key={line}>
          <Text size="sm">{line}</Text>
        </List.Item>
      ))}
    </List>
  );
}
