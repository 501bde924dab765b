import { ActionIcon, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawEntrant, KataPerformance } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { formatScore, parseScore } from '@/features/draws/kata-score';
import type { useResultChanges } from '@/features/draws/use-result-changes';
import { isApiError } from '@/lib/api-errors';
import { errorText, translateMessage } from '@/lib/translate-message';

export interface KataScoreRowProps {
  /** The competitor's place in the draw's order (1-based). */
  position: number;
  entrant: DrawEntrant | undefined;
  performance: KataPerformance;
  round: number;
  /** How the round reads in a question: `Round 2`, `Medal bouts`. */
  roundLabel: string;
  /** The rank column: the rank in the group, a medal bout's outcome, or nothing. */
  outcome: React.ReactNode;
  editable: boolean;
  changes: ReturnType<typeof useResultChanges>;
}

const typed = (hundredths: number | null): string => (hundredths === null ? '' : formatScore(hundredths));

/** The server's words for a refused score: its field's message, else its message. */
function refusal(error: unknown): string {
  const fields = isApiError(error) ? error.fieldErrors : {};
  const field = fields.score ?? fields.tieBreak ?? fields.round ?? fields.registrationId;
  return field ? translateMessage(field) : errorText(error);
}

interface ScoreInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

function ScoreInput({ label, placeholder, value, onChange, error = null }: ScoreInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      w={90}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/**
 * One competitor's performance in a round or a medal bout: the score and tie-break (typed as
 * `42,30` or `42.30`), saved with the version it was read at; a change and a clearing ask first.
 */
export function KataScoreRow(props: KataScoreRowProps) {
  const { position, entrant, performance, round, roundLabel, outcome, editable, changes } = props;
  const { t } = useTranslation();
  const [score, setScore] = useState(typed(performance.score));
  const [tieBreak, setTieBreak] = useState(typed(performance.tieBreak));
  const [error, setError] = useState<string | null>(null);
  const name = entrant?.name ?? String(performance.registrationId);
  const key = { round, registrationId: performance.registrationId };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const total = parseScore(score);
    const extra = tieBreak.trim() === '' ? null : parseScore(tieBreak);
    if (total === null || (tieBreak.trim() !== '' && extra === null)) {
      setError(t('draws.kata.badScore'));
      return;
    }
    if (performance.version > 0) {
      const yes = await confirmAction({
        title: t('draws.kata.changeTitle'),
        message: t('draws.kata.changeText', { name, round: roundLabel }),
        confirmLabel: t('draws.kata.change'),
      });
      if (!yes) return;
    }
    setError(null);
    const body = { score: total, tieBreak: extra, version: performance.version };
    changes.recordKata.mutate(
      { key, body },
      {
        onError: (failure) => {
          if (!changes.conflicted(failure)) setError(refusal(failure));
        },
      },
    );
  };
  const clear = async () => {
    const yes = await confirmAction({
      title: t('draws.kata.clearTitle'),
      message: t('draws.kata.clearText', { name, round: roundLabel }),
      confirmLabel: t('draws.kata.clear'),
      danger: true,
    });
    if (yes) changes.clearKata.mutate({ key, version: performance.version });
  };
  return (
    <Table.Tr data-testid="kata-performance">
      <Table.Td>{position}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {entrant?.clubName ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <form noValidate onSubmit={(event) => void save(event)}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <ScoreInput
                label={t('draws.kata.scoreOf', { name })}
                placeholder={t('draws.kata.placeholder')}
                value={score}
                onChange={setScore}
                error={error}
              />
              <ScoreInput
                label={t('draws.kata.tieBreakOf', { name })}
                placeholder={t('draws.kata.tieBreak')}
                value={tieBreak}
                onChange={setTieBreak}
              />
              <Button type="submit" size="xs" variant="light" aria-label={t('draws.kata.saveOf', { name })}>
                {t('draws.kata.save')}
              </Button>
              {performance.version > 0 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('draws.kata.clearOf', { name })}
                  onClick={() => void clear()}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </form>
        ) : (
          <Text size="sm" data-testid="kata-score">
            {performance.score === null ? '—' : typed(performance.score)}
            {performance.tieBreak !== null && (
              <Text span size="xs" c="dimmed">{` (${typed(performance.tieBreak)})`}</Text>
            )}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {outcome ?? (performance.rank !== null && <Badge variant="outline">{performance.rank}</Badge>)}
      </Table.Td>
    </Table.Tr>
  );
}
