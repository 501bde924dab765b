import { Alert, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupResults, PlayedBout } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { boutLabel, resetLabels } from '@/features/draws/bout-label';
import { BoutList } from '@/features/draws/components/BoutList';
import { Placings } from '@/features/draws/components/Placings';
import type { WinnerPick } from '@/features/draws/components/ResultDialog';
import { StandingsTable } from '@/features/draws/components/StandingsTable';
import { useResultChanges, type ResultNotice } from '@/features/draws/use-result-changes';
import { useOpenedOnce } from '@/lib/use-opened-once';

/** The result dialog (Modal, radios, number inputs, the form) loads with the first tapped fighter. */
const ResultDialog = lazy(() =>
  import('@/features/draws/components/ResultDialog').then((module) => ({ default: module.ResultDialog })),
);

function Notice({ notice, results, onClose }: { notice: ResultNotice; results: GroupResults; onClose: () => void }) {
  const { t } = useTranslation();
  if (notice.kind === 'conflict') {
    return (
      <Alert color="red" title={t('draws.results.conflictTitle')} withCloseButton onClose={onClose} role="alert">
        {notice.message}
      </Alert>
    );
  }
  const bouts = resetLabels(notice.bouts, results.draw, t).join(', ');
  return (
    <Alert
      color="orange"
      title={t('draws.results.resetTitle')}
      withCloseButton
      onClose={onClose}
      role="status"
      data-testid="results-reset"
    >
      {t('draws.results.reset', { bouts })}
    </Alert>
  );
}

interface GroupResultsSectionProps {
  tournamentId: number;
  groupKey: string;
  results: GroupResults;
  /** Admins see why results cannot be entered yet (not published, stale). */
  isAdmin: boolean;
}

/**
 * A group's results under its draw: the placings (a round robin's table), then the bouts (recorded
 * by whoever the server says may: admins and the table officials of the group's tatami, while the
 * draws are published and the draw is fresh) with what a change reset or why the server refused it.
 */
export function GroupResultsSection({ tournamentId, groupKey, results, isAdmin }: GroupResultsSectionProps) {
  const { t } = useTranslation();
  const changes = useResultChanges(tournamentId, groupKey);
  const [pick, setPick] = useState<WinnerPick | null>(null);
  const { draw } = results;
  const editable = results.mayRecord || results.mayCorrect;
  const dialogNeeded = useOpenedOnce(pick !== null);
  const onPick = (bout: PlayedBout, winner: number) => {
    changes.record.reset();
    setPick({ bout, winner });
  };
  const onClear = async (bout: PlayedBout) => {
    const yes = await confirmAction({
      title: t('draws.results.clearTitle'),
      message: t('draws.results.clearText', { bout: boutLabel(bout, draw, t) }),
      confirmLabel: t('draws.results.clear'),
      danger: true,
    });
    if (yes) changes.clear.mutate(bout);
  };
  return (
    <Stack gap="md" data-testid="group-results">
      {draw.format === 'ROUND_ROBIN' ? (
        <Stack gap="xs">
          <Title order={4}>{t('draws.results.standings')}</Title>
          <StandingsTable draw={draw} standings={results.standings} />
        </Stack>
      ) : (
        <Placings results={results} />
      )}
      <Title order={4}>{t('draws.results.title')}</Title>
      {isAdmin && !draw.published && <Alert color="blue">{t('draws.results.notPublished')}</Alert>}
      {isAdmin && draw.published && draw.stale && <Alert color="orange">{t('draws.results.staleNoRecord')}</Alert>}
      {editable && (
        <Text size="sm" c="dimmed" className="no-print">
          {t(results.mayCorrect ? 'draws.results.help' : 'draws.results.helpRecordOnly')}
        </Text>
      )}
      {changes.notice && <Notice notice={changes.notice} results={results} onClose={changes.dismiss} />}
      <BoutList
        draw={draw}
        bouts={results.bouts}
        rights={results}
        onPick={onPick}
        onClear={(bout) => void onClear(bout)}
      />
      {dialogNeeded && (
        <Suspense fallback={null}>
          <ResultDialog pick={pick} draw={draw} changes={changes} onClose={() => setPick(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
