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
 * override (open now, closed); and the optional late period with its fee.
 */
export function ApplicationsSection({ form }: { form: UseFormReturnType<TournamentValues> }) {
  const { t } = useTranslation();
  const lateError = form.errors.lateFrom;
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
        <DateField
          withTime
          clearable
          label={t('tournaments.late.from')}
          description={t('tournaments.late.fromHint')}
          value={form.values.lateFrom}
          onChange={(value) => form.setFieldValue('lateFrom', value)}
          error={typeof lateError === 'string' ? translateMessage(lateError) : undefined}
        />
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
    </Stack>
  );
}
