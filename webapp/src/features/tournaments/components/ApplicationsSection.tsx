import '@/styles/components/Radio';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/DateField';
import { LazyNumberInput } from '@/components/LazyNumberInput';
import { RSD_INPUT } from '@/features/tournaments/components/rsd-input';
import { LATE_PER, REGISTRATION_MODES } from '@/features/tournaments/schemas/tournament-checks';
import type { TournamentValues } from '@/features/tournaments/schemas/tournament-values';
import { translateMessage } from '@/lib/translate-message';

/**
 * How applications open and close: by the clock (the registration start and end), or the admin's
 * override (open now, closed); the optional late period with its fee and the withdrawal deadline.
 */
export function ApplicationsSection({ form }: { form: UseFormReturnType<TournamentValues> }) {
  const { t } = useTranslation();
  /** An optional date and time of the section, with its hint and the server's message. */
  const moment = (field: 'lateFrom' | 'withdrawalDeadline', label: string, hint: string) => {
    const error = form.errors[field];
    return (
      <DateField
        withTime
        clearable
        label={t(label)}
        description={t(hint)}
        value={form.values[field]}
        onChange={(value) => form.setFieldValue(field, value)}
        error={typeof error === 'string' ? translateMessage(error) : undefined}
      />
    );
  };
  return (
    <Stack gap="md">
      <Radio.Group label={t('tournaments.mode.label')} {...form.getInputProps('registrationMode')}>
        <Stack gap={8} mt={6}>
          {REGISTRATION_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`tournaments.mode.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {moment('lateFrom', 'tournaments.late.from', 'tournaments.late.fromHint')}
        <LazyNumberInput
          label={t('tournaments.late.fee')}
          {...RSD_INPUT}
          disabled={form.values.lateFrom.trim() === ''}
          {...form.getInputProps('lateFee')}
        />
      </SimpleGrid>
      <Radio.Group label={t('tournaments.late.per')} {...form.getInputProps('latePer')}>
        <Group gap="lg" mt={6}>
          {LATE_PER.map((per) => (
            <Radio
              key={per}
              value={per}
              label={t(`tournaments.late.${per}`)}
              disabled={form.values.lateFrom.trim() === ''}
            />
          ))}
        </Group>
      </Radio.Group>
      {moment('withdrawalDeadline', 'tournaments.withdrawal.deadline', 'tournaments.withdrawal.deadlineHint')}
    </Stack>
  );
}
