import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Any unknown path: "the page does not exist" with a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="xl" bg="gray.0">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Text fz={96} fw={800} lh={1} c="indigo.6" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} fz={28}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home} leftSection={<IconArrowLeft size={16} />} mt="sm">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
