import '@/styles/components/Code';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('auth.secondFactor.recoveryTitle')}</Text>
      <Text size="sm">{t('auth.secondFactor.recoveryHint')}</Text>
      <Code block data-testid="recovery-codes">
        {codes.join('\n')}
      </Code>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('auth.secondFactor.copied') : t('auth.secondFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('auth.secondFactor.done')}</Button>
      </Group>
    </Stack>
  );
}
