import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadGroupResults, downloadResults } from '@/features/draws/api/download-results';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

/** Downloads the results PDF: the group's (bouts and placings) with `groupKey`, else the tournament's. */
export function ResultsPdfButton({ tournamentId, groupKey }: { tournamentId: number; groupKey?: string }) {
  const { t } = useTranslation();
  const download = () =>
    (groupKey === undefined ? downloadResults(tournamentId) : downloadGroupResults(tournamentId, groupKey)).catch(
      (error: unknown) => notify(errorText(error), 'error'),
    );
  return (
    <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void download()}>
      {t(groupKey === undefined ? 'draws.medals.pdf' : 'draws.results.pdf')}
    </Button>
  );
}
