import '@/styles/components/Modal';
import '@/styles/components/Checkbox';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport, PeopleKind } from '@/api/types';
import { DownloadButton } from '@/components/DownloadButton';
import { FileInput } from '@/components/FileInput';
import { importPeople } from '@/api/people/import-people';
import { downloadImportTemplate } from '@/api/people/people-downloads';
import { fieldLabelKey, toStore } from '@/features/people/import-report';
import { fieldErrorsOf, isApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useOpenedAfterMount } from '@/lib/use-opened-once';
import { ImportReportTable } from './ImportReportTable';

export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  clubId: number;
  kind: PeopleKind;
  /** The panel's title (Members, Coaches, …). */
  title: string;
  isAdmin: boolean;
  /** After people were stored: refresh the panel's list. */
  onImported: () => void;
}

const SPREADSHEETS = '.xlsx,.ods,.csv';

/**
 * Import a club's people from a spreadsheet: choose the file, see the server's dry run (new,
 * already here, in another club, errors with reasons), then fix the file or confirm.
 */
export default function ImportDialog({ opened, onClose, clubId, kind, title, isAdmin, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  const [file, setFile] = useState<File | null>(null);
  const [withDuplicates, setWithDuplicates] = useState(false);
  /** What the consents of members already here add to a summary: nothing when there are none. */
  const consentsText = (key: string, consents: number) => (consents > 0 ? t(key, { consents }) : '');

  const check = useMutation({ mutationFn: (chosen: File) => importPeople(clubId, kind, chosen, { dryRun: true }) });
  const store = useMutation({
    mutationFn: (chosen: File) =>
      importPeople(clubId, kind, chosen, { dryRun: false, importDuplicates: withDuplicates }),
    onSuccess: ({ summary }: ImportReport) => {
      notify(t('people.import.done', summary) + consentsText('people.import.doneConsents', summary.consents));
      onImported();
      close();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setWithDuplicates(false);
    check.reset();
    if (chosen) check.mutate(chosen);
  };
  function close() {
    choose(null);
    onClose();
  }

  const report = check.data;
  const storing = report ? toStore(report.rows, withDuplicates) : 0;
  const fileErrors = check.error && isApiError(check.error) ? Object.entries(fieldErrorsOf(check.error.payload)) : [];

  return (
    <Modal opened={shown} onClose={close} title={t('people.import.title', { kind: title })} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t('people.import.intro')}</Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            value={file}
            onChange={choose}
            accept={SPREADSHEETS}
            label={t('people.import.file')}
            placeholder={t('people.import.choose')}
            leftSection={<IconFileSpreadsheet size={16} />}
            style={{ flex: 1 }}
            disabled={store.isPending}
          />
          <DownloadButton label={t('people.import.template')} download={() => downloadImportTemplate(kind)} />
        </Group>
        {check.isPending && (
          <Group gap="xs" data-testid="import-checking">
            <Loader size="sm" />
            <Text size="sm">{t('people.import.checking')}</Text>
          </Group>
        )}
        {check.isError && (
          <Alert color="red" variant="light" title={t('people.import.fileProblem')} data-testid="import-file-error">
            {fileErrors.length > 0
              ? fileErrors.map(([field, message]) => {
                  const label = fieldLabelKey(field);
                  return (
                    <Text key={field} size="sm">
                      {label && field !== 'file' ? `${t(label)}: ${message}` : message}
                    </Text>
                  );
                })
              : errorText(check.error)}
          </Alert>
        )}
        {report && (
          <>
            <Text size="sm" fw={600} data-testid="import-summary">
              {t('people.import.summary', report.summary)}
              {consentsText('people.import.summaryConsents', report.summary.consents)}
            </Text>
            <ImportReportTable rows={report.rows} />
            {report.summary.errors > 0 && (
              <Text size="sm" c="red">
                {t('people.import.fixFile')}
              </Text>
            )}
            {isAdmin && report.summary.duplicates > 0 && (
              <Checkbox
                label={t('people.import.withDuplicates')}
                checked={withDuplicates}
                onChange={(event) => setWithDuplicates(event.currentTarget.checked)}
              />
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file || !report || report.summary.errors > 0 || storing === 0}
            loading={store.isPending}
            onClick={() => file && store.mutate(file)}
          >
            {t('people.import.confirm', { count: storing })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
