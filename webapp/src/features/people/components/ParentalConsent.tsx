import { Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attachConsentDocument } from '@/api/people/attach-consent-document';
import { peopleKeys } from '@/api/people/keys';
import { recordConsent } from '@/api/people/record-consent';
import { removeConsent } from '@/api/people/remove-consent';
import type { Member } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { DateField } from '@/components/DateField';
import { FileInput } from '@/components/FileInput';
import { CONSENT_DOCUMENT_ACCEPT } from '@/features/people/consent';
import { isApiError } from '@/lib/api-errors';
import { toIsoDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { privacyCatalogue, useCatalogue } from '@/lib/i18n';
import { errorText } from '@/lib/translate-message';

/**
 * A minor member's parental consent, saved apart from the member's form: the date, who gave it
 * and an optional scanned copy (sent after the date and name are saved). The server checks
 * every rule and records each change in the access log.
 */
function ParentalConsentLoaded({ member: shown }: { member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [member, setMember] = useState(shown);
  const [date, setDate] = useState(shown.consentDate ?? '');
  const [givenBy, setGivenBy] = useState(shown.consentBy ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = (changed: Member, said: string) => {
    setMember(changed);
    setFile(null);
    setErrors({});
    notify(said);
    return queryClient.invalidateQueries({ queryKey: peopleKeys.list('Members', changed.clubId) });
  };
  const refused = (error: unknown) => {
    setErrors(isApiError(error) ? error.fieldErrors : {});
    notify(errorText(error), 'error');
  };
  const save = useMutation({
    mutationFn: async () => {
      const recorded = await recordConsent(member.id, { date: date || null, givenBy: givenBy || null });
      return file ? attachConsentDocument(member.id, file) : recorded;
    },
    onSuccess: (changed) => done(changed, t('people.consentSaved')),
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => removeConsent(member.id),
    onSuccess: (changed) => {
      setDate('');
      setGivenBy('');
      return done(changed, t('people.consentRemoved'));
    },
    onError: refused,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <form onSubmit={submit} noValidate data-testid="parental-consent">
      <Stack gap="xs" mt="md">
        <Title order={4}>{t('people.consentTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('people.consentHint')}
        </Text>
        <DateField
          label={t('people.consentDate')}
          value={date}
          onChange={setDate}
          max={toIsoDate(new Date())}
          error={errors.date}
          withAsterisk
        />
        <TextInput
          label={t('people.consentBy')}
          value={givenBy}
          onChange={(event) => setGivenBy(event.currentTarget.value)}
          error={errors.givenBy}
          withAsterisk
        />
        {member.consentDocument && (
          <Anchor href={member.consentDocument} target="_blank" rel="noopener" size="sm">
            {t('people.consentOpenDocument')}
          </Anchor>
        )}
        <FileInput
          label={t('people.consentDocument')}
          accept={CONSENT_DOCUMENT_ACCEPT}
          value={file}
          onChange={setFile}
          error={errors.file}
          clearable
        />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            {t('people.consentSave')}
          </Button>
          {member.consentDate && (
            <ConfirmButton
              label={t('people.consentRemove')}
              confirm={{
                title: t('people.consentRemoveTitle'),
                message: t('people.consentRemoveMessage', { name }),
                danger: true,
              }}
              onConfirm={() => remove.mutate()}
              loading={remove.isPending}
            />
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Its texts (the privacy catalogue) load with it. */
export function ParentalConsent({ member }: { member: Member }) {
  if (!useCatalogue(privacyCatalogue)) return <Loader size="xs" />;
  return <ParentalConsentLoaded member={member} />;
}
