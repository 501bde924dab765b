import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draw } from '@/api/types';
import { bracketLayout, headingX, ROW } from '@/features/draws/bracket-layout';

/** An elimination bracket as SVG (round 1 names, clubs and seeds; later rounds to fill in), with its repechage lines. */
export function BracketView({ draw }: { draw: Draw }) {
  const { t } = useTranslation();
  const layout = bracketLayout(draw);
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
        aria-label={t('draws.bracket')}
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
        {layout.slots.map((slot, index) => (
          <text key={index} x={4} y={slot.y - 6} fontSize={Math.min(13, ROW * 0.5)} data-testid="bracket-slot">
            {slot.entrant === null ? (
              <tspan fontStyle="italic" opacity={0.6}>
                {t('draws.bye')}
              </tspan>
            ) : (
              <>
                {slot.entrant.seed !== null && <tspan fontWeight={700}>{`[${slot.entrant.seed}] `}</tspan>}
                <tspan>{slot.entrant.name}</tspan>
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
