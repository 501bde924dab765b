import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '@/app/shell/use-page-meta';

/** Breadcrumbs and the page title above every page in the shell. */
export function PageHeader() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageMeta();
  return (
    <Stack gap={6} mb="lg">
      {crumbs.length > 1 && (
        <Breadcrumbs
          aria-label={t('nav.breadcrumbs')}
          separator={<IconChevronRight size={14} stroke={1.5} />}
          separatorMargin={6}
        >
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Text key={crumb.to} size="sm" c="dimmed" aria-current="page">
                {crumb.label}
              </Text>
            ) : (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      <Title order={1} fz={28}>
        {title}
      </Title>
    </Stack>
  );
}
