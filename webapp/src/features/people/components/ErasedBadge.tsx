import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a person whose data an admin erased (the server's `erasedAt`). */
export function ErasedBadge({ person }: { person: { erasedAt?: string | null } }) {
  const { t } = useTranslation();
  if (!person.erasedAt) return null;
  return (
    <Badge color="gray" variant="light" size="sm" flex="none" data-testid="erased-badge">
      {t('people.erased')}
    </Badge>
  );
}
