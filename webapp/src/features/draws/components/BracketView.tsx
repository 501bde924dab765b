import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@/api/types';
import { bracketLayout, headingX, NAME_WIDTH, ROW } from '@/features/draws/bracket-layout';
import { isOwnEntrant, ownEntrants } from '@/features/draws/own-entrants';

/**
 * An elimination bracket as SVG (round 1 names, clubs and seeds; later rounds to fill in), with its
 * repechage lines. The entrants of `ownClubId` are marked: a highlighted, bold line with a star, and
 * named in the picture's label for screen readers.
 */
export function BracketView({ draw, ownClubId = null }: { draw: Draw; ownClubId?: number | null }) {
  const { t } = useTranslation();
  const layout = bracketLayout(draw);
  const own = ownEntrants(draw, ownClubId).map((entrant) => entrant.name);
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
        {Array.from({ length: layout.rounds + 1 }, (_, column) => (
          <text key={column} x={headingX(column) + 4} y={14} fontSize={12} fontWeight={700}>
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
          <text key={index} x={4} y={slot.y - 6} fontSize={Math.min(13, ROW * 0.5)} data-testid="bracket-slot">
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
