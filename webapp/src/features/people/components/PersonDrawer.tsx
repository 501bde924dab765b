import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Member, PeopleResource } from '@/api/types';
import { FormDrawer } from '@/components/FormDrawer';
import { showsConsent } from '@/features/people/consent';
import { personForms } from '@/features/people/kinds/forms';
import { toIsoDate } from '@/lib/format';
import type { KindContext, PersonKind, PersonOf } from '@/features/people/kinds/types';
import { ParentalConsent } from './ParentalConsent';
import { ErasedBadge } from './ErasedBadge';
import { PersonErasure } from './PersonErasure';
import { PersonExport } from './PersonExport';
import { PersonForm } from './PersonForm';

export interface PersonDrawerProps<R extends PeopleResource> {
  kind: PersonKind<R>;
  ctx: KindContext;
  clubId: number;
  /** undefined: closed; null: adding; a person: editing. */
  editing: PersonOf<R> | null | undefined;
  onClose: () => void;
}

/**
 * The add and edit drawer of a people panel with the kind's form: loaded lazily, the first time
 * the panel opens it, so the club page does not carry the forms (schemas, form library, inputs).
 */
export default function PersonDrawer<R extends PeopleResource>({
  kind,
  ctx,
  clubId,
  editing,
  onClose,
}: PersonDrawerProps<R>) {
  const { t } = useTranslation();
  return (
    <FormDrawer opened={editing !== undefined} onClose={onClose} title={t(editing ? kind.texts.edit : kind.texts.add)}>
      {editing && ctx.isAdmin && <PersonExport resource={kind.resource} id={editing.id} />}
      {editing && ctx.isAdmin && !editing.erasedAt && (
        <PersonErasure resource={kind.resource} person={editing} onErased={onClose} />
      )}
      {editing?.erasedAt && (
        <Stack gap="xs" data-testid="person-erased">
          <ErasedBadge person={editing} />
          <Text size="sm">{t('people.erasedNotice')}</Text>
        </Stack>
      )}
      {editing !== undefined && !editing?.erasedAt && (
        <PersonForm
          key={editing?.id ?? 'new'}
          kind={kind}
          definition={personForms[kind.resource]}
          ctx={ctx}
          clubId={clubId}
          item={editing}
          onDone={onClose}
        />
      )}
      {editing && kind.resource === 'Members' && showsConsent(editing as Member, toIsoDate(new Date())) && (
        <ParentalConsent key={`consent-${editing.id}`} member={editing as Member} />
      )}
    </FormDrawer>
  );
}
