import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw, PlayedBout } from '@/api/types';
import { bracketLayout, columnX, NAME_WIDTH, ROW, textWidth, type Outcome } from '@/features/draws/bracket-layout';
import { isOwnEntrant, ownEntrants } from '@/features/draws/own-entrants';

const FONT_SIZE = Math.min(13, ROW * 0.5);

/** A winner's line in bold, a loser's faded. */
const weight = (outcome: Outcome, own: boolean) => (outcome === 'won' || own ? 700 : undefined);
const fade = (outcome: Outcome) => (outcome === 'lost' ? 0.45 : undefined);

/** A repechage bout's fighters as they stand, the winner in bold. */
function RepechageBout({ bout, draw }: { bout: PlayedBout | undefined; draw: Draw }) {
  if (!bout) return null;
  const name = (id: number | null) => draw.entrants.find((entrant) => entrant.registrationId === id)?.name ?? '…';
  return (
    <>
      {[bout.red, bout.blue].map((id, side) => (
        <Text key={side} size="xs" truncate fw={id !== null && id === bout.winner ? 700 : undefined}>
          {name(id)}
        </Text>
      ))}
    </>
  );
}

interface BracketViewProps {
  draw: Draw;
  /** The bouts as they stand (the server's results); without them, the draw as made. */
  bouts?: readonly PlayedBout[];
  ownClubId?: number | null;
}

/**
 * An elimination bracket as SVG (round 1 names, clubs and seeds; each later line the winner of
 * the bout before it, by a bye or a result: winners bold, losers faded), with its repechage
 * lines. A name too long for its line is cut at the line's end, never drawn over the connector.
 * The entrants of `ownClubId` are marked: a highlighted, bold line with a star, and named in the
 * picture's label for screen readers.
 */
export function BracketView({ draw, bouts, ownClubId = null }: BracketViewProps) {
  const { t } = useTranslation();
  const layout = bracketLayout(draw, bouts);
  const own = ownEntrants(draw, ownClubId).map((entrant) => entrant.name);
  // One clipping area per column of names (ids unique on the page, which may show several brackets).
  const id = useId().replace(/[^\w-]/g, '');
  const clip = (column: number) => `url(#${id}-names-${column})`;
  const heading = (column: number) => {
    if (column === layout.rounds) return t('draws.winner');
    if (column === layout.rounds - 1) return t('draws.final');
    if (column === layout.rounds - 2) return t('draws.semifinal');
    return t('draws.round', { number: column + 1 });
  };
  return (
    <Stack gap="md">
      <svg
        className="draw-bracket"
        role="img"
        aria-label={own.length > 0 ? t('draws.bracketOwn', { names: own.join(', ') }) : t('draws.bracket')}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        style={{ maxWidth: layout.width }}
      >
        <defs>
          {Array.from({ length: layout.rounds + 1 }, (_, column) => (
            <clipPath key={column} id={`${id}-names-${column}`}>
              <rect x={columnX(column)} y={0} width={textWidth(column) + 4} height={layout.height} />
            </clipPath>
          ))}
        </defs>
        {Array.from({ length: layout.rounds + 1 }, (_, column) => (
          <text key={column} x={columnX(column) + 4} y={14} fontSize={12} fontWeight={700}>
            {heading(column)}
          </text>
        ))}
        {layout.segments.map((s, index) => (
          <line key={index} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke="currentColor" strokeWidth={1} />
        ))}
        {layout.slots.map(
          (slot, index) =>
            isOwnEntrant(slot.entrant, ownClubId) && (
              <rect
                key={`own-${index}`}
                x={0}
                y={slot.y - ROW + 6}
                width={NAME_WIDTH - 4}
                height={ROW - 8}
                rx={4}
                fill="var(--mantine-color-yellow-light)"
                data-testid="own-slot"
              />
            ),
        )}
        {layout.slots.map((slot, index) => (
          <text
            key={index}
            x={4}
            y={slot.y - 6}
            fontSize={FONT_SIZE}
            clipPath={clip(0)}
            opacity={fade(slot.outcome)}
            data-outcome={slot.outcome ?? undefined}
            data-testid="bracket-slot"
          >
            {slot.entrant === null ? (
              <tspan fontStyle="italic" opacity={0.6}>
                {t('draws.bye')}
              </tspan>
            ) : (
              <>
                {isOwnEntrant(slot.entrant, ownClubId) && <tspan fontWeight={700}>{'★ '}</tspan>}
                {slot.entrant.seed !== null && <tspan fontWeight={700}>{`[${slot.entrant.seed}] `}</tspan>}
                <tspan fontWeight={weight(slot.outcome, isOwnEntrant(slot.entrant, ownClubId))}>
                  {slot.entrant.name}
                </tspan>
                <tspan opacity={0.65}>{`  ${slot.entrant.clubName}`}</tspan>
              </>
            )}
          </text>
        ))}
        {layout.advanced.map(({ column, y, entrant, outcome }) => (
          <text
            key={`${column}-${entrant.registrationId}`}
            x={columnX(column) + 4}
            y={y - 6}
            fontSize={FONT_SIZE}
            fontWeight={weight(outcome, isOwnEntrant(entrant, ownClubId))}
            opacity={fade(outcome)}
            clipPath={clip(column)}
            data-outcome={outcome ?? undefined}
            data-testid={column === layout.rounds ? 'bracket-winner' : 'bracket-advanced'}
          >
            {entrant.name}
          </text>
        ))}
      </svg>
      {layout.repechageSteps > 0 && (
        <Stack gap="xs" data-testid="repechage">
          <Title order={4}>{t('draws.repechage')}</Title>
          {['A', 'B'].map((line) => (
            <Group key={line} gap="sm" wrap="nowrap">
              <Text size="sm" w={110}>
                {t('draws.repechageLine', { line })}
              </Text>
              {Array.from({ length: layout.repechageSteps }, (_, step) => {
                const round = layout.rounds + step + 1;
                const side = line === 'A' ? 0 : 1;
                const bout = bouts?.find((one) => one.round === round && one.index === side);
                return (
                  <Paper key={step} withBorder p="xs" w={150} mih={56}>
                    <Text size="xs" c="dimmed">
                      {step === layout.repechageSteps - 1 ? t('draws.bronze') : t('draws.round', { number: step + 1 })}
                    </Text>
                    <RepechageBout bout={bout} draw={draw} />
                  </Paper>
                );
              })}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
