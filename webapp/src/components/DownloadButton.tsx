import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface DownloadButtonProps {
  label: string;
  /** Fetches and saves the file; a failure is shown as a toast. */
  download: () => Promise<void>;
  icon?: ReactNode;
  disabled?: boolean;
}

/** A small button that downloads a file the API makes (a spreadsheet, a PDF). */
export function DownloadButton({ label, download, icon, disabled = false }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={icon ?? <IconDownload size={14} />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
