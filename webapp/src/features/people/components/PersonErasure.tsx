import { Group, Loader, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { erasePerson } from '@/api/people/erase-person';
import { peopleKeys } from '@/api/people/keys';
import type { PeopleResource } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { notify } from '@/lib/notify';
import { privacyCatalogue, useCatalogue } from '@/lib/i18n';
import { errorText } from '@/lib/translate-message';

interface PersonErasureProps {
  resource: PeopleResource;
  person: { id: number; firstName: string; lastName: string };
  /** After the erasure: the drawer closes. */
  onErased: () => void;
}

/**
 * An admin erases a person's data (their right to erasure), after a dialog that says what goes
 * and what stays. The server refuses while the person is entered in a tournament that is not
 * archived; its message names the tournaments.
 */
function PersonErasureLoaded({ resource, person, onErased }: PersonErasureProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => erasePerson(resource, person.id),
    onSuccess: () => {
      notify(t('people.erasedDone'));
      onErased();
    },
    onError: (error) => notify(errorText(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <Group gap="xs" data-testid="person-erasure">
      <Text size="sm" c="dimmed">
        {t('people.eraseData')}
      </Text>
      <ConfirmButton
        label={t('people.erase')}
        size="xs"
        loading={erase.isPending}
        confirm={{
          title: t('people.eraseTitle', { name }),
          message: t('people.eraseMessage'),
          confirmLabel: t('people.erase'),
        }}
        onConfirm={() => erase.mutate()}
      />
    </Group>
  );
}

/** Its texts (the privacy catalogue) load with it. */
export function PersonErasure(props: PersonErasureProps) {
  if (!useCatalogue(privacyCatalogue)) return <Loader size="xs" />;
  return <PersonErasureLoaded {...props} />;
}
