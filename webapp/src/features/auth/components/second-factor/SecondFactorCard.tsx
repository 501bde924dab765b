import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecondFactorSettings } from '@/features/auth/components/second-factor/SecondFactorSettings';
import { SettingsCard } from '@/features/auth/components/SettingsCard';
import { settingsCatalogue, useCatalogue } from '@/lib/i18n';

/** The profile's "Second factor" card; its texts load with it. */
export function SecondFactorCard({ required }: { required: boolean }) {
  const { t } = useTranslation();
  if (!useCatalogue(settingsCatalogue)) return <Loader size="sm" />;
  return (
    <SettingsCard title={t('auth.secondFactor.title')} subtitle={t('auth.secondFactor.subtitle')}>
      <SecondFactorSettings required={required} />
    </SettingsCard>
  );
}
