import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadPersonExport } from '@/api/people/people-downloads';
import type { PeopleKind, PeopleResource } from '@/api/types';
import { DownloadButton } from '@/components/DownloadButton';

const KIND_OF: Record<PeopleResource, PeopleKind> = {
  Members: 'members',
  Coaches: 'coaches',
  Referees: 'referees',
  Officials: 'officials',
};

/** An admin's downloads of everything held on a person (their right of access): JSON and PDF. */
export function PersonExport({ resource, id }: { resource: PeopleResource; id: number }) {
  const { t } = useTranslation();
  const kind = KIND_OF[resource];
  return (
    <Group gap="xs" data-testid="person-export">
      <Text size="sm" c="dimmed">
        {t('people.exportData')}
      </Text>
      <DownloadButton label={t('people.exportJson')} download={() => downloadPersonExport(kind, id, 'json')} />
      <DownloadButton label={t('people.exportPdf')} download={() => downloadPersonExport(kind, id, 'pdf')} />
    </Group>
  );
}
