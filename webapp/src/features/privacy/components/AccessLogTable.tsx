import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessRecord } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { formatDateTime } from '@/lib/format';

/** The log's rows of one page: when, who, what, whose, from where. */
export function AccessLogTable({ rows }: { rows: readonly AccessRecord[] }) {
  const { t } = useTranslation();
  const columns: Column<AccessRecord>[] = [
    { key: 'at', header: t('privacy.at'), render: (row) => formatDateTime(row.at) },
    {
      key: 'user',
      header: t('privacy.user'),
      render: (row) =>
        row.userId === null ? (
          <Text size="sm" c="dimmed">
            {t('privacy.commandLine')}
          </Text>
        ) : (
          `${row.userName || t('privacy.deletedUser')} (${row.userId})`
        ),
    },
    { key: 'kind', header: t('privacy.kind'), render: (row) => t(`privacy.kinds.${row.kind}`) },
    {
      key: 'person',
      header: t('privacy.person'),
      render: (row) =>
        row.personKind && row.personId !== null
          ? `${t(`privacy.personKinds.${row.personKind}`)} ${row.personId}`
          : row.what,
    },
    { key: 'address', header: t('privacy.address'), render: (row) => row.address },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t('privacy.empty')}
      label={t('privacy.title')}
    />
  );
}
