import '@/styles/components/Image';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ConfirmButton';
import { FileInput } from '@/components/FileInput';
import { ImageField } from '@/components/ImageField';
import { deleteTournamentFile, type TournamentFileResource } from '@/api/tournaments/delete-tournament-file';
import { tournamentKeys } from '@/api/tournaments/keys';
import type { Tournament } from '@/api/types';
import type { PendingFiles } from '@/features/tournaments/components/save-tournament-files';
import { DOCUMENT_ACCEPT, formatFileSize, refusedDocuments } from '@/features/tournaments/schemas/files';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface FilesSectionProps {
  /** The saved tournament (its files can be removed), or null while creating one. */
  tournament: Tournament | null;
  files: PendingFiles;
  onChange: (files: PendingFiles) => void;
}

/** Cover, documents and gallery images: new ones are sent after saving; saved ones can be removed. */
export function FilesSection({ tournament, files, onChange }: FilesSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ resource, id }: { resource: TournamentFileResource; id: number }) =>
      deleteTournamentFile(resource, id),
    onSuccess: async (_, { resource }) => {
      notify(t(resource === 'Documents' ? 'tournaments.files.documentRemoved' : 'tournaments.files.imageRemoved'));
      await queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const [refused, setRefused] = useState<string[]>([]);
  const documents = tournament?.documents ?? [];
  const images = tournament?.images ?? [];

  return (
    <Stack gap="lg">
      <ImageField
        label={t('tournaments.files.cover')}
        current={tournament?.cover}
        value={files.cover}
        onChange={(cover) => onChange({ ...files, cover })}
        size={150}
      />

      <Stack gap="xs">
        <FileInput<true>
          multiple
          label={t('tournaments.files.addDocuments')}
          description={t('tournaments.files.documentsHint')}
          accept={DOCUMENT_ACCEPT}
          value={files.documents}
          onChange={(chosen) => {
            const names = refusedDocuments(chosen);
            setRefused(names);
            onChange({ ...files, documents: chosen.filter((file) => !names.includes(file.name)) });
          }}
          error={
            refused.length > 0 ? t('tournaments.files.documentsRefused', { names: refused.join(', ') }) : undefined
          }
        />
        {documents.length > 0 && (
          <Paper withBorder p="xs">
            <Stack gap={4}>
              {documents.map((document) => (
                <Group key={document.id} justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFileText size={18} />
                    {document.path ? (
                      <Anchor href={document.path} target="_blank" rel="noopener" size="sm" truncate>
                        {document.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" truncate>
                        {document.name}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatFileSize(document.size)}
                    </Text>
                  </Group>
                  <ConfirmButton
                    label={t('tournaments.files.removeDocument', { name: document.name })}
                    icon={<IconTrash size={16} />}
                    confirm={{
                      title: t('tournaments.files.removeDocumentTitle'),
                      message: t('tournaments.files.removeDocumentText', { name: document.name }),
                      confirmLabel: t('common.delete'),
                    }}
                    onConfirm={() => remove.mutate({ resource: 'Documents', id: document.id })}
                  />
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>

      <Stack gap="xs">
        <FileInput<true>
          multiple
          imagesOnly
          label={t('tournaments.files.addImages')}
          value={files.images}
          onChange={(newImages) => onChange({ ...files, images: newImages })}
        />
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {images.map((image) => (
              <Paper key={image.id} withBorder p={4} pos="relative">
                <Image src={image.path} alt={image.name} h={96} fit="cover" radius="sm" />
                <Group justify="space-between" wrap="nowrap" gap={4} mt={4}>
                  <Text size="xs" truncate>
                    {image.name}
                  </Text>
                  <ConfirmButton
                    label={t('tournaments.files.removeImage', { name: image.name })}
                    icon={<IconTrash size={14} />}
                    size="xs"
                    confirm={{
                      title: t('tournaments.files.removeImageTitle'),
                      message: t('tournaments.files.removeImageText', { name: image.name }),
                      confirmLabel: t('common.delete'),
                    }}
                    onConfirm={() => remove.mutate({ resource: 'TournamentImages', id: image.id })}
                  />
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
