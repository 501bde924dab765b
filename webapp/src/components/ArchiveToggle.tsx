import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ArchiveToggleProps {
  /** True while the archive is shown. */
  archived: boolean;
  onChange: (archived: boolean) => void;
}

/** The Active / Archive switch above lists of things that can be archived (filters by `isArchived`). */
export function ArchiveToggle({ archived, onChange }: ArchiveToggleProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('archiveToggle.label')}
      value={archived ? 'archive' : 'active'}
      onChange={(value) => onChange(value === 'archive')}
      data={[
        { value: 'active', label: t('archiveToggle.active') },
        { value: 'archive', label: t('archiveToggle.archive') },
      ]}
    />
  );
}
