import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@/api/types';
import { bracketLayout, columnX, NAME_WIDTH, ROW, textWidth } from '@/features/draws/bracket-layout';
import { isOwnEntrant, ownEntrants } from '@/features/draws/own-entrants';

/**
 * An elimination bracket as SVG (round 1 names, clubs and seeds; in round 2 the winners by a bye;
 * later rounds to fill in), with its repechage lines. A name too long for its line is cut at the
 * line's end, never drawn over the connector. The entrants of `ownClubId` are marked: a
 * highlighted, bold line with a star, and named in the picture's label for screen readers.
 */
const FONT_SIZE = Math.min(13, ROW * 0.5);

export function BracketView({ draw, ownClubId = null }: { draw: Draw; ownClubId?: number | null }) {
  const { t } = useTranslation();
  const layout = bracketLayout(draw);
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
          {[0, 1].map((column) => (
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
          <text key={index} x={4} y={slot.y - 6} fontSize={FONT_SIZE} clipPath={clip(0)} data-testid="bracket-slot">
            {slot.entrant === null ? (
              <tspan fontStyle="italic" opacity={0.6}>
                {t('draws.bye')}
              </tspan>
            ) : (
              <>
                {isOwnEntrant(slot.entrant, ownClubId) && <tspan fontWeight={700}>{'★ '}</tspan>}
                {slot.entrant.seed !== null && <tspan fontWeight={700}>{`[${slot.entrant.seed}] `}</tspan>}
                <tspan fontWeight={isOwnEntrant(slot.entrant, ownClubId) ? 700 : undefined}>{slot.entrant.name}</tspan>
                <tspan opacity={0.65}>{`  ${slot.entrant.clubName}`}</tspan>
              </>
            )}
          </text>
        ))}
        {layout.advanced.map(({ y, entrant }) => (
          <text
            key={entrant.registrationId}
            x={columnX(1) + 4}
            y={y - 6}
            fontSize={FONT_SIZE}
            fontWeight={isOwnEntrant(entrant, ownClubId) ? 700 : undefined}
            clipPath={clip(1)}
            data-testid="bracket-advanced"
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
              {Array.from({ length: layout.repechageSteps }, (_, step) => (
                <Paper key={step} withBorder p="xs" w={150} h={56}>
                  <Text size="xs">
                    {step === layout.repechageSteps - 1 ? t('draws.bronze') : t('draws.round', { number: step + 1 })}
                  </Text>
                </Paper>
              ))}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
