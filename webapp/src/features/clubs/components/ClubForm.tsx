import { Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Club } from '@/api/types';
import { FormError } from '@/components/FormError';
import { ImageField } from '@/components/ImageField';
import { clubKeys } from '@/api/clubs/keys';
import { updateClub } from '@/api/clubs/update-club';
import { uploadClubLogo } from '@/api/clubs/upload-club-logo';
import { CLUB_LOGO_SIZE } from '@/features/clubs/logo';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { clubFields, clubSchema, type ClubValues } from '@/lib/schemas/club';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useSession } from '@/stores/session';
import { FormActions } from '@/components/FormActions';

const valuesOf = (club: Club): ClubValues => ({
  name: club.name,
  shortName: club.shortName,
  city: club.city,
  address: club.address,
  email: club.email,
  website: club.website,
  contact: club.contact,
  mobile: club.mobile,
});

const trimmed = (values: ClubValues): ClubValues =>
  Object.fromEntries(clubFields.map((field) => [field, values[field].trim()])) as ClubValues;

const inputTypes: Partial<Record<keyof ClubValues, string>> = { email: 'email', website: 'url', mobile: 'tel' };

/** The club edit form (same rules as register step 2) with the logo upload. */
export function ClubForm({ club, onDone }: { club: Club; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<ClubValues>(clubSchema, valuesOf(club));
  const [logo, setLogo] = useState<File | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: ClubValues) => {
      const updated = await updateClub(club.id, trimmed(values));
      return logo ? uploadClubLogo(club.id, logo) : updated;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(clubKeys.detail(club.id), updated);
      const session = useSession.getState();
      if (session.user?.club?.id === updated.id) session.setUser({ ...session.user, club: updated });
      notify(t('clubs.updated'));
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.all }),
  });
  const errorMessage = useServerErrorMessage(mutation.error, clubFields);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <FormError message={errorMessage} />
        {clubFields.map((field) => (
          <TextInput
            key={field}
            label={t(`auth.club.${field}`)}
            type={inputTypes[field] ?? 'text'}
            withAsterisk={field !== 'website'}
            description={field === 'website' ? t('common.optional') : undefined}
            placeholder={field === 'website' ? t('auth.club.websitePlaceholder') : undefined}
            {...form.getInputProps(field)}
          />
        ))}
        <ImageField
          label={t('clubs.logo')}
          description={t('common.optional')}
          current={club.logo}
          value={logo}
          onChange={setLogo}
          size={CLUB_LOGO_SIZE}
        />
        <FormActions onCancel={onDone} saving={mutation.isPending} mt="xs" />
      </Stack>
    </form>
  );
}
