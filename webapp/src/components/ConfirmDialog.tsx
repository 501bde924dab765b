import '@/styles/components/Modal';
import { Box, Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmRequest, type ConfirmRequest } from '@/components/confirm';
import { useOpenedAfterMount } from '@/lib/use-opened-once';

/**
 * The confirmation dialog of `confirmAction` (title, message, Cancel and the action's button).
 * The app shell loads it with the first question; it stays mounted to animate its closing.
 */
export default function ConfirmDialog() {
  const { t } = useTranslation();
  const request = useConfirmRequest();
  // What the dialog shows, kept while it closes; it opens one render later so that it slides in.
  const [shown, setShown] = useState<ConfirmRequest | null>(request);
  if (request && request !== shown) setShown(request);
  const opened = useOpenedAfterMount(request !== null);

  const cancel = () => request?.answer(false);
  return (
    <Modal opened={opened} onClose={cancel} title={shown?.title} centered zIndex={getDefaultZIndex('modal') + 1}>
      {shown && (
        <>
          <Box mb="md">
            {typeof shown.message === 'string' ? <Text size="sm">{shown.message}</Text> : shown.message}
          </Box>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button color={shown.danger ? 'red' : undefined} onClick={() => request?.answer(true)}>
              {shown.confirmLabel ?? t('common.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
