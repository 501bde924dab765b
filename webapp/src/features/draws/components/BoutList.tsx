import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Draw, DrawEntrant, PlayedBout } from '@/api/types';
import { boutLabel } from '@/features/draws/bout-label';

/** A first-round bout with one fighter: won by a bye, nothing to record. */
const isBye = (bout: PlayedBout) => bout.round === 1 && (bout.red === null) !== (bout.blue === null);

/** A bout shown: decided, ready to fight (both fighters known), or waiting for a fighter. */
const stateOf = (bout: PlayedBout) =>
  bout.winner !== null ? 'decided' : bout.red !== null && bout.blue !== null ? 'ready' : 'waiting';

export interface BoutRights {
  mayRecord: boolean;
  mayCorrect: boolean;
}

interface BoutListProps {
  draw: Draw;
  bouts: readonly PlayedBout[];
  /** What the reader may do now, as the server answered: tapping a fighter records them as
   * the winner of an undecided bout (`mayRecord`) or of a decided one (`mayCorrect`). */
  rights: BoutRights;
  onPick: (bout: PlayedBout, winner: number) => void;
  onClear: (bout: PlayedBout) => void;
}

interface FighterProps {
  entrant: DrawEntrant | undefined;
  side: 'red' | 'blue';
  bout: PlayedBout;
  editable: boolean;
  onPick: BoutListProps['onPick'];
}

function Fighter({ entrant, side, bout, editable, onPick }: FighterProps) {
  const { t } = useTranslation();
  if (!entrant) {
    return (
      <Text size="sm" c="dimmed" fs="italic" py={6}>
        {t('draws.results.toCome')}
      </Text>
    );
  }
  const won = bout.winner === entrant.registrationId;
  const lost = bout.winner !== null && !won;
  const color = side === 'red' ? 'red' : 'blue';
  const content = (
    <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
      <Text size="sm" fw={won ? 700 : 500} truncate maw="100%">
        {won && <span aria-hidden>{'✓ '}</span>}
        {entrant.name}
      </Text>
      <Text size="xs" c={won ? undefined : 'dimmed'} truncate maw="100%">
        {entrant.clubName}
      </Text>
    </Stack>
  );
  if (!editable) {
    return (
      <Paper px="sm" py={6} bg={won ? `var(--mantine-color-${color}-light)` : undefined} opacity={lost ? 0.6 : 1}>
        {content}
      </Paper>
    );
  }
  return (
    <Button
      variant={won ? 'light' : 'default'}
      color={color}
      h="auto"
      py={6}
      justify="flex-start"
      fullWidth
      aria-pressed={won}
      styles={{ label: { width: '100%' } }}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-filled)` }}
      onClick={() => onPick(bout, entrant.registrationId)}
    >
      {content}
    </Button>
  );
}

/** How a decided bout ended: "Points 3:1", "Kiken (withdrawal)", "No show" (a withdrawn entrant's walkover). */
function Outcome({ bout }: { bout: PlayedBout }) {
  const { t } = useTranslation();
  if (!bout.ending) return null;
  const score =
    bout.redPoints !== null || bout.bluePoints !== null ? ` ${bout.redPoints ?? 0}:${bout.bluePoints ?? 0}` : '';
  return (
    <Text size="xs" c="dimmed" data-testid="bout-outcome">
      {`${t(`draws.results.endings.${bout.ending}`)}${score}`}
    </Text>
  );
}

/**
 * A group's bouts in fighting order with their results: each fighter (red above, blue below) and
 * the winner marked; for a reader who may record (an admin, a table official of the group's
 * tatami) the fighters are buttons that record the winner; an admin changes and clears a decided
 * bout. Byes and bouts with no fighter known yet are left out.
 */
export function BoutList({ draw, bouts, rights, onPick, onClear }: BoutListProps) {
  const { t } = useTranslation();
  const byId = new Map(draw.entrants.map((entrant) => [entrant.registrationId, entrant]));
  const shown = bouts.filter((bout) => !isBye(bout) && (bout.red !== null || bout.blue !== null));
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('draws.results.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {shown.map((bout) => {
        const label = boutLabel(bout, draw, t);
        const editable = bout.version > 0 ? rights.mayCorrect : rights.mayRecord;
        return (
          <Paper
            key={`${bout.round}/${bout.index}`}
            withBorder
            p="xs"
            role="group"
            aria-label={label}
            data-testid="bout"
            data-bout={`${bout.round}/${bout.index}`}
            data-state={stateOf(bout)}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs" mih={28}>
                <Stack gap={0}>
                  <Text size="sm" fw={700}>
                    {label}
                  </Text>
                  <Outcome bout={bout} />
                </Stack>
                {rights.mayCorrect && bout.version > 0 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('draws.results.clear')}
                    title={t('draws.results.clear')}
                    onClick={() => onClear(bout)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <Fighter
                entrant={bout.red === null ? undefined : byId.get(bout.red)}
                side="red"
                bout={bout}
                editable={editable && bout.blue !== null}
                onPick={onPick}
              />
              <Fighter
                entrant={bout.blue === null ? undefined : byId.get(bout.blue)}
                side="blue"
                bout={bout}
                editable={editable && bout.red !== null}
                onPick={onPick}
              />
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
