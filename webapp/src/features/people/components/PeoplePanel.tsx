import '@/styles/components/Accordion';
import '@/styles/components/Checkbox';
import { Accordion, ActionIcon, Badge, Button, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconFileImport, IconPencil, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleResource } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { DataTable, type Column } from '@/components/DataTable';
import { printTable } from '@/components/print-table';
import { usePrintFacts } from '@/components/use-print-facts';
import { QueryState } from '@/components/QueryState';
import { deletePerson } from '@/api/people/delete-person';
import { peopleListQuery } from '@/api/people/list-people';
import { kindOfResource } from '@/features/people/import-report';
import { fullName } from '@/features/people/kinds/text';
import { printRow, type KindContext, type PersonKind, type PersonOf } from '@/features/people/kinds/types';
import { toIsoDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import type { PeopleActions } from '@/api/types';
import { errorText } from '@/lib/translate-message';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { ErasedBadge } from './ErasedBadge';
import { PersonAvatar } from './PersonAvatar';
import { PersonCard } from './PersonCard';
import type { ImportDialogProps } from './ImportDialog';
import type { PersonDrawerProps } from './PersonDrawer';
import { LightTooltip } from '@/components/LightTooltip';

// The import dialog loads when a panel first opens it.
const ImportDialog = lazy(() => import('./ImportDialog')) as (props: ImportDialogProps) => ReactNode;

export interface PanelClub {
  id: number;
  name: string;
}

// The drawer and the forms load when a panel first opens it.
const PersonDrawer = lazy(() => import('./PersonDrawer')) as <R extends PeopleResource>(
  props: PersonDrawerProps<R>,
) => ReactNode;

interface PeoplePanelProps<R extends PeopleResource> {
  kind: PersonKind<R>;
  club: PanelClub;
  ctx: KindContext;
  actions: PeopleActions;
}

/** Rows per page of a panel's table: a club with hundreds of members still opens at once. */
export const PEOPLE_PAGE_SIZE = 25;

/**
 * One collapsible panel of a club's people (members, coaches, referees or officials): table
 * (on a phone, one compact row each: PersonCard), add and edit drawer, delete with
 * confirmation, print. Rendered inside an Accordion.
 */
export function PeoplePanel<R extends PeopleResource>({ kind, club, ctx, actions }: PeoplePanelProps<R>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const listQuery = peopleListQuery(kind.resource, club.id);
  const listKey = listQuery.queryKey;
  const query = useQuery(listQuery);
  // undefined: drawer closed; null: adding; a person: editing.
  const [editing, setEditing] = useState<PersonOf<R> | null | undefined>(undefined);
  const closeDrawer = () => setEditing(undefined);
  const drawerNeeded = useOpenedOnce(editing !== undefined);
  const [importing, setImporting] = useState(false);
  const importNeeded = useOpenedOnce(importing);
  const [onlyAttention, setOnlyAttention] = useState(false);
  const printFacts = usePrintFacts();

  const remove = useMutation({
    mutationFn: (person: PersonOf<R>) => deletePerson(kind.resource, person.id),
    onSuccess: (_, person) => notify(t(kind.texts.deleted, { name: fullName(person) })),
    onError: (error) => notify(errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });

  const columns = kind.columns(ctx);
  const people: PersonOf<R>[] = query.data?.items ?? [];
  const title = t(kind.texts.title);
  const today = toIsoDate(new Date());
  const needing = kind.attention ? people.filter((person) => kind.attention?.needs(person, today)) : [];
  const shown = onlyAttention ? needing : people;

  const tableColumns: Column<PersonOf<R>>[] = [
    { key: 'number', header: t('people.rowNumber'), render: (_, index) => index + 1, width: 56 },
    { key: 'image', header: t('people.image'), render: (person) => <PersonAvatar person={person} />, width: 100 },
    ...columns.map((column) => ({
      key: column.key,
      header: t(column.label),
      render: (person: PersonOf<R>) =>
        column.key === 'lastName' && person.erasedAt ? (
          <Group gap={6} wrap="nowrap">
            {column.text(person, ctx)}
            <ErasedBadge person={person} />
          </Group>
        ) : (
          column.text(person, ctx)
        ),
    })),
  ];
  const rowActions = (person: PersonOf<R>) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.edit && (
        <LightTooltip label={t('common.edit')}>
          <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => setEditing(person)}>
            <IconPencil size={18} />
          </ActionIcon>
        </LightTooltip>
      )}
      {actions.remove && (
        <ConfirmButton
          label={t('common.delete')}
          icon={<IconTrash size={18} />}
          loading={remove.isPending && remove.variables.id === person.id}
          confirm={{
            title: t('people.deleteTitle'),
            message: t('people.deleteMessage', { name: fullName(person) }),
            confirmLabel: t('common.delete'),
          }}
          onConfirm={() => remove.mutate(person)}
        />
      )}
    </Group>
  );
  const hasActions = actions.edit || actions.remove;
  if (hasActions) {
    tableColumns.push({
      key: 'actions',
      header: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
      width: 96,
      render: rowActions,
    });
  }
  const keyFacts = columns.filter((column) => kind.keyFacts.includes(column.key));
  const card = (person: PersonOf<R>) => (
    <PersonCard person={person} facts={keyFacts} ctx={ctx} actions={hasActions && rowActions(person)} />
  );

  const print = () => {
    const opened = printTable({
      facts: printFacts(),
      title: `${title} - ${club.name}`,
      columns: [t('people.rowNumber'), ...columns.map((column) => t(column.label))],
      rows: people.map((person, index) => printRow(columns, person, index, ctx)),
      emptyText: t(kind.texts.empty),
      lang: i18n.language,
    });
    if (!opened) notify(t('print.blocked'), 'error');
  };

  return (
    <Accordion.Item value={kind.id} data-testid={kind.id}>
      <Accordion.Control>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {query.data && (
            <Badge variant="light" radius="sm">
              {query.data.total}
            </Badge>
          )}
          {kind.attention && needing.length > 0 && (
            <Badge variant="light" color="orange" radius="sm" tt="none" data-testid="attention-badge">
              {t(kind.attention.badge, { count: needing.length })}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Group justify="flex-end" gap="xs" mb="sm">
          {kind.attention && (
            <Checkbox
              mr="auto"
              label={t(kind.attention.filter)}
              checked={onlyAttention}
              onChange={(event) => setOnlyAttention(event.currentTarget.checked)}
            />
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            onClick={print}
            disabled={!query.data}
          >
            {t('common.print')}
          </Button>
          {actions.add && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileImport size={14} />}
              onClick={() => setImporting(true)}
            >
              {t('people.import.button')}
            </Button>
          )}
          {actions.add && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
              {t(kind.texts.add)}
            </Button>
          )}
        </Group>
        <QueryState query={query}>
          {() => (
            <DataTable
              columns={tableColumns}
              rows={shown}
              rowKey={(person) => person.id}
              emptyText={t(kind.texts.empty)}
              label={title}
              pageSize={PEOPLE_PAGE_SIZE}
              card={card}
            />
          )}
        </QueryState>
      </Accordion.Panel>
      {importNeeded && (
        <Suspense fallback={null}>
          <ImportDialog
            opened={importing}
            onClose={() => setImporting(false)}
            clubId={club.id}
            kind={kindOfResource[kind.resource]}
            title={title}
            isAdmin={ctx.isAdmin}
            onImported={() => void queryClient.invalidateQueries({ queryKey: listKey })}
          />
        </Suspense>
      )}
      {drawerNeeded && (
        <Suspense fallback={null}>
          <PersonDrawer kind={kind} ctx={ctx} clubId={club.id} editing={editing} onClose={closeDrawer} />
        </Suspense>
      )}
    </Accordion.Item>
  );
}
