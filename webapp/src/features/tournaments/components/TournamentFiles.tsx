import '@/styles/components/Image';
import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { formatFileSize } from '@/features/tournaments/schemas/files';

interface TournamentFilesProps {
  tournament: Pick<Tournament, 'documents' | 'images'>;
  /** Said when there is neither a document nor an image (nothing is shown when unset). */
  empty?: string;
}

/** The tournament's documents (links with their sizes) and its gallery. */
export function TournamentFiles({ tournament, empty }: TournamentFilesProps) {
  const { t } = useTranslation();
  if (empty && tournament.documents.length === 0 && tournament.images.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <>
      {tournament.documents.length > 0 && (
        <Stack gap={6}>
          <Title order={3} fz="md">
            {t('tournaments.files.documents')}
          </Title>
          {tournament.documents.map((document) => (
            <Group key={document.id} gap="xs" wrap="nowrap">
              <IconFileText size={18} />
              {document.path ? (
                <Anchor href={document.path} target="_blank" rel="noopener" size="sm">
                  {document.name}
                </Anchor>
              ) : (
                <Text size="sm">{document.name}</Text>
              )}
              <Text size="xs" c="dimmed">
                {formatFileSize(document.size)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}

      {tournament.images.length > 0 && (
        <Stack gap={6}>
          <Title order={3} fz="md">
            {t('tournaments.files.gallery')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {tournament.images
              .filter((image) => image.path)
              .map((image) => (
                <Anchor key={image.id} href={image.path ?? undefined} target="_blank" rel="noopener">
                  <Image src={image.path} alt={image.name} h={140} fit="cover" radius="sm" />
                </Anchor>
              ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
