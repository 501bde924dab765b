import { Button, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/DataTable';
import { PhoneCard, type PhoneCardProps } from '@/components/PhoneCard';
import { Panel } from '@/features/registrations/components/Panel';
import { RegistrationActions } from '@/features/registrations/components/RegistrationActions';
import { useRefreshRegistrations } from '@/features/registrations/components/use-refresh-registrations';
import { NS } from '@/features/registrations/i18n';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface RegistrationsPanelProps<Row extends { id: number }> {
  tournamentId: number;
  rows: readonly Row[];
  canChange: boolean;
  /** The group of the panel's texts: title, add, empty, removed, removeTitle, removeMessage. */
  texts: 'competitors' | 'teams';
  testId: string;
  columns: readonly Column<Row>[];
  /** A row on a phone: what it is and the facts that matter (the actions go on its right). */
  card: (row: Row) => Omit<PhoneCardProps, 'aside'>;
  /** A row's name, for the actions' accessible names and the confirmation. */
  rowName: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** The dialog that changes a registration, or registers a new one (null); may be lazy. */
  dialog: (registration: Row | null, onClose: () => void) => ReactNode;
}

/** A club's competitor or team registrations with register, change and remove. */
export function RegistrationsPanel<Row extends { id: number }>({
  tournamentId,
  rows,
  canChange,
  texts,
  testId,
  columns,
  card,
  rowName,
  remove: removeRow,
  dialog,
}: RegistrationsPanelProps<Row>) {
  const { t } = useTranslation(NS);
  const refresh = useRefreshRegistrations(tournamentId);
  // undefined: closed; null: a new registration.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: removeRow,
    onSuccess: async () => {
      notify(t(`${texts}.removed`));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const actions = (row: Row) => (
    <RegistrationActions
      name={rowName(row)}
      onEdit={() => setEditing(row)}
      onRemove={() => remove.mutateAsync(row).catch(() => undefined)}
      removing={remove.isPending && remove.variables.id === row.id}
      removeTitle={t(`${texts}.removeTitle`)}
      removeMessage={t(`${texts}.removeMessage`, { name: rowName(row) })}
    />
  );
  const allColumns: readonly Column<Row>[] = canChange
    ? [...columns, { key: 'actions', header: <VisuallyHidden>{t('edit')}</VisuallyHidden>, width: 96, render: actions }]
    : columns;

  const title = t(`${texts}.title`);
  return (
    <Panel
      title={title}
      count={rows.length}
      testId={testId}
      actions={
        canChange ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            {t(`${texts}.add`)}
          </Button>
        ) : null
      }
    >
      <DataTable
        columns={allColumns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={t(`${texts}.empty`)}
        label={title}
        card={(row) => <PhoneCard {...card(row)} aside={canChange && actions(row)} />}
      />
      {editing !== undefined && <Suspense fallback={null}>{dialog(editing, () => setEditing(undefined))}</Suspense>}
    </Panel>
  );
}
