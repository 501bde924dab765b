import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyCoach, emptyOfficial, emptyReferee } from '@/features/auth/schemas/register-payload';
import { PeopleSection, PersonRow } from './PeopleSection';
import { preloadRefereeFields, RefereeFields } from './RefereeFields';
import type { RegisterForm } from './types';

/** Step 3: any number of coaches, referees and officials. */
export function PeopleStep({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const { coaches, referees, officials } = form.getValues();
  useEffect(() => {
    preloadRefereeFields().catch(() => undefined);
  }, []);
  const name = (path: string) => (
    <>
      <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps(`${path}.firstName`)} />
      <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps(`${path}.lastName`)} />
    </>
  );

  return (
    <Stack gap="md">
      <PeopleSection
        testId="coaches"
        title={t('people.coaches')}
        addLabel={t('people.addCoach')}
        count={coaches.length}
        onAdd={() => form.insertListItem('coaches', emptyCoach())}
      >
        {coaches.map((_, index) => (
          <PersonRow key={form.key(`coaches.${index}`)} onRemove={() => form.removeListItem('coaches', index)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {name(`coaches.${index}`)}
            </SimpleGrid>
          </PersonRow>
        ))}
      </PeopleSection>
      <PeopleSection
        testId="referees"
        title={t('people.referees')}
        addLabel={t('people.addReferee')}
        count={referees.length}
        onAdd={() => form.insertListItem('referees', emptyReferee())}
      >
        {referees.map((_, index) => (
          <PersonRow key={form.key(`referees.${index}`)} onRemove={() => form.removeListItem('referees', index)}>
            <RefereeFields form={form} index={index} />
          </PersonRow>
        ))}
      </PeopleSection>
      <PeopleSection
        testId="officials"
        title={t('people.officials')}
        addLabel={t('people.addOfficial')}
        count={officials.length}
        onAdd={() => form.insertListItem('officials', emptyOfficial())}
      >
        {officials.map((_, index) => (
          <PersonRow key={form.key(`officials.${index}`)} onRemove={() => form.removeListItem('officials', index)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {name(`officials.${index}`)}
              <TextInput label={t('people.funct')} withAsterisk {...form.getInputProps(`officials.${index}.funct`)} />
            </SimpleGrid>
          </PersonRow>
        ))}
      </PeopleSection>
    </Stack>
  );
}
