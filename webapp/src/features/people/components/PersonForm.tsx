import { Alert, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleResource } from '@/api/types';
import { FormError } from '@/components/FormError';
import { ImageField } from '@/components/ImageField';
import { createPerson } from '@/api/people/create-person';
import { peopleKeys } from '@/api/people/keys';
import { updatePerson } from '@/api/people/update-person';
import { uploadPersonImage } from '@/api/people/upload-person-image';
import type { KindContext, PersonFormKind, PersonKind, PersonOf } from '@/features/people/kinds/types';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { PERSON_IMAGE_SIZE } from './PersonAvatar';
import { FormActions } from '@/components/FormActions';
import { PersonFields } from '@/features/people/kinds/person-fields';

interface PersonFormProps<R extends PeopleResource, Values extends Record<string, unknown>> {
  kind: PersonKind<R>;
  /** The kind's rules, values, bodies and fields. */
  definition: PersonFormKind<R, Values>;
  ctx: KindContext;
  clubId: number;
  /** The person to edit; null adds a new one. */
  item: PersonOf<R> | null;
  onDone: () => void;
}

/**
 * Add or edit one person: the kind's fields and an optional picture, uploaded after the
 * create or update. When the upload fails after a create, the person exists: the next save
 * updates it instead of adding another.
 */
export function PersonForm<R extends PeopleResource, Values extends Record<string, unknown>>({
  kind,
  definition,
  ctx,
  clubId,
  item,
  onDone,
}: PersonFormProps<R, Values>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<Values>(definition.schema(ctx), definition.initialValues(item, ctx));
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState<PersonOf<R> | null>(item);
  const rename = definition.serverFields ?? {};

  // Set when the person was saved but the server refused the picture: said as such, not as a
  // failed save; the form stays to try another picture (the next save updates the person).
  const [photoRefused, setPhotoRefused] = useState<{ saved: string; reason: string } | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const person = saved
        ? await updatePerson(kind.resource, saved.id, definition.toUpdate(values, ctx))
        : await createPerson(kind.resource, { ...definition.toCreate(values, ctx), clubId });
      setSaved(person);
      const said = t(saved ? kind.texts.updated : kind.texts.created);
      if (!file) return { said, photoError: null };
      return uploadPersonImage(kind.resource, person.id, file).then(
        () => ({ said, photoError: null }),
        (error: unknown) => ({ said, photoError: errorText(error) }),
      );
    },
    onSuccess: ({ said, photoError }) => {
      notify(said);
      setPhotoRefused(photoError === null ? null : { saved: said, reason: photoError });
      if (photoError === null) return onDone();
      setFile(null);
    },
    onError: (error) => applyServerErrors(form, error, rename),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.list(kind.resource, clubId) }),
  });
  const formFields = [...Object.keys(form.getValues()), ...Object.keys(rename)];
  const errorMessage = useServerErrorMessage(mutation.error, formFields);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        {photoRefused && (
          <Alert color="yellow" variant="light" title={photoRefused.saved} data-testid="photo-refused">
            {t('people.photoNotSaved', { reason: photoRefused.reason })}
          </Alert>
        )}
        <PersonFields rows={definition.fields} form={form} ctx={ctx} />
        <ImageField
          label={t('people.image')}
          description={t('common.optional')}
          current={saved?.avatar}
          value={file}
          onChange={setFile}
          size={PERSON_IMAGE_SIZE}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
