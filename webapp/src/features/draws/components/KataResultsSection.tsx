import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DrawEntrant, GroupResults, KataMedalBout, KataPerformance, KataState } from '@/api/types';
import { KataScoreRow } from '@/features/draws/components/KataScoreRow';
import { Placings } from '@/features/draws/components/Placings';
import { useResultChanges } from '@/features/draws/use-result-changes';

type Changes = ReturnType<typeof useResultChanges>;

/** `A`, `B`, ... for groups 0, 1, ... */
export const groupLetter = (index: number): string => String.fromCharCode(65 + index);

interface Shared {
  entrants: Map<number, { entrant: DrawEntrant; position: number }>;
  /** The reader may enter a first score (`mayRecord`), change or clear one (`mayCorrect`). */
  mayRecord: boolean;
  mayCorrect: boolean;
  changes: Changes;
}

function ScoreTable({ label, children }: { label: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder aria-label={label} data-testid="kata-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>{t('draws.kata.order')}</Table.Th>
          <Table.Th>{t('draws.kata.competitor')}</Table.Th>
          <Table.Th>{t('draws.kata.score')}</Table.Th>
          <Table.Th w={80}>{t('draws.kata.rank')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

function Row({
  shared,
  performance,
  round,
  roundLabel,
  outcome,
}: {
  shared: Shared;
  performance: KataPerformance;
  round: number;
  roundLabel: string;
  outcome?: React.ReactNode;
}) {
  const found = shared.entrants.get(performance.registrationId);
  return (
    <KataScoreRow
      key={`${performance.registrationId}-${performance.version}`}
      position={found?.position ?? 0}
      entrant={found?.entrant}
      performance={performance}
      round={round}
      roundLabel={roundLabel}
      outcome={outcome}
      editable={performance.version > 0 ? shared.mayCorrect : shared.mayRecord}
      changes={shared.changes}
    />
  );
}

function MedalBout({
  shared,
  bout,
  title,
  round,
}: {
  shared: Shared;
  bout: KataMedalBout;
  title: string;
  round: number;
}) {
  const { t } = useTranslation();
  const label = t('draws.kata.medalBouts');
  const won = (id: number) => (bout.winner === id ? <Badge color="green">{t('draws.results.won')}</Badge> : null);
  return (
    <ScoreTable label={title}>
      {bout.blue === null ? (
        <Row
          shared={{ ...shared, mayRecord: false, mayCorrect: false }}
          performance={bout.red}
          round={round}
          roundLabel={label}
          outcome={<Text size="xs">{t('draws.kata.aloneBronze')}</Text>}
        />
      ) : (
        [bout.red, bout.blue].map((performance) => (
          <Row
            key={`${performance.registrationId}-${performance.version}`}
            shared={shared}
            performance={performance}
            round={round}
            roundLabel={label}
            outcome={won(performance.registrationId)}
          />
        ))
      )}
    </ScoreTable>
  );
}

function Rounds({ kata, shared }: { kata: KataState; shared: Shared }) {
  const { t } = useTranslation();
  return (
    <>
      {kata.rounds.map(({ round, groups }) => {
        const heading = t(round === kata.roundsOfGroups ? 'draws.kata.lastRound' : 'draws.kata.round', {
          number: round,
        });
        const roundLabel = t('draws.kata.round', { number: round });
        return (
          <Stack key={round} gap="xs" data-testid="kata-round">
            <Title order={5}>{heading}</Title>
            {groups.map((group, index) => (
              <Stack key={index} gap={4}>
                <Text size="sm" fw={600}>
                  {t('draws.kata.group', { letter: groupLetter(index) })}
                </Text>
                <ScoreTable label={`${roundLabel}, ${t('draws.kata.group', { letter: groupLetter(index) })}`}>
                  {group.performances.map((performance) => (
                    <Row
                      key={`${performance.registrationId}-${performance.version}`}
                      shared={shared}
                      performance={performance}
                      round={round}
                      roundLabel={roundLabel}
                    />
                  ))}
                </ScoreTable>
              </Stack>
            ))}
          </Stack>
        );
      })}
      {kata.rounds.length < kata.roundsOfGroups && (
        <Text size="sm" c="dimmed">
          {t('draws.kata.notYet', { number: kata.rounds.length + 1 })}
        </Text>
      )}
    </>
  );
}

interface KataResultsSectionProps {
  tournamentId: number;
  groupKey: string;
  results: GroupResults;
  isAdmin: boolean;
}

/**
 * A kata-by-points group on the day: its placings, a tie to part, then each round's groups with
 * the scores (typed by whoever the server says may: admins, while the draws are published and
 * the draw is fresh) and the medal bouts, with what a change reset or why the server refused it.
 */
export function KataResultsSection({ tournamentId, groupKey, results, isAdmin }: KataResultsSectionProps) {
  const { t } = useTranslation();
  const changes = useResultChanges(tournamentId, groupKey);
  const { draw, kata } = results;
  if (!kata) return null;
  const { mayRecord, mayCorrect } = results;
  const entrants = new Map(
    draw.entrants.map((entrant, index) => [entrant.registrationId, { entrant, position: index + 1 }]),
  );
  const nameOf = (id: number) => entrants.get(id)?.entrant.name ?? String(id);
  const shared: Shared = { entrants, mayRecord, mayCorrect, changes };
  const roundName = (round: number) =>
    round === kata.medalRound ? t('draws.kata.medalBouts') : t('draws.kata.round', { number: round });
  const reset = (changes.notice?.kind === 'reset' ? changes.notice.bouts : []).map((performance) => {
    const [round, id] = performance.split('/').map(Number);
    return t('draws.kata.performance', { round: roundName(round ?? 0), name: nameOf(id ?? 0) });
  });
  const titles = [t('draws.kata.final'), t('draws.bronzeBout', { line: 'A' }), t('draws.bronzeBout', { line: 'B' })];
  return (
    <Stack gap="md" data-testid="kata-results">
      <Placings results={results} completeKey="draws.kata.complete" />
      <Title order={4}>{t('draws.kata.title')}</Title>
      {isAdmin && !draw.published && <Alert color="blue">{t('draws.results.notPublished')}</Alert>}
      {isAdmin && draw.published && draw.stale && <Alert color="orange">{t('draws.results.staleNoRecord')}</Alert>}
      {mayRecord && (
        <Text size="sm" c="dimmed" className="no-print">
          {t('draws.kata.help')}
        </Text>
      )}
      {kata.tie && (
        <Alert color="orange" title={t('draws.kata.tiedTitle')} role="status" data-testid="kata-tie">
          {kata.tie}
        </Alert>
      )}
      {changes.notice?.kind === 'conflict' && (
        <Alert
          color="red"
          title={t('draws.results.conflictTitle')}
          withCloseButton
          onClose={changes.dismiss}
          role="alert"
        >
          {changes.notice.message}
        </Alert>
      )}
      {reset.length > 0 && (
        <Alert
          color="orange"
          title={t('draws.kata.resetTitle')}
          withCloseButton
          onClose={changes.dismiss}
          role="status"
          data-testid="results-reset"
        >
          {t('draws.results.reset', { bouts: reset.join(', ') })}
        </Alert>
      )}
      <Rounds kata={kata} shared={shared} />
      {kata.medalBouts.length > 0 && kata.medalRound !== null && (
        <Stack gap="xs" data-testid="kata-medal-bouts">
          <Title order={5}>{t('draws.kata.medalBouts')}</Title>
          {kata.medalBouts.map((bout, index) => (
            <Stack key={index} gap={4}>
              <Text size="sm" fw={600}>
                {titles[index]}
              </Text>
              <MedalBout shared={shared} bout={bout} title={titles[index] ?? ''} round={kata.medalRound ?? 0} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
