import '@/styles/components/Modal';
import '@/styles/components/NumberInput';
import '@/styles/components/Radio';
import { Badge, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { BoutEnding, Draw, PlayedBout } from '@/api/types';
import { confirmAction } from '@/components/confirm';
import { FormActions } from '@/components/FormActions';
import { FormError } from '@/components/FormError';
import { boutLabel } from '@/features/draws/bout-label';
import type { useResultChanges } from '@/features/draws/use-result-changes';
import { applyServerErrors, translateErrorProp } from '@/lib/form';
import { useOpenedAfterMount } from '@/lib/use-opened-once';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

export const ENDINGS: readonly BoutEnding[] = ['POINTS', 'KIKEN', 'HANSOKU', 'SHIKKAKU', 'NO_SHOW'];

/** A fighter tapped as a bout's winner. */
export interface WinnerPick {
  bout: PlayedBout;
  winner: number;
}

interface Values {
  ending: BoutEnding;
  redPoints: number | string;
  bluePoints: number | string;
}

const points = (value: number | string): number | null => (typeof value === 'number' ? value : null);

interface ResultFormProps {
  pick: WinnerPick;
  draw: Draw;
  changes: ReturnType<typeof useResultChanges>;
  onDone: () => void;
}

function ResultForm({ pick, draw, changes, onDone }: ResultFormProps) {
  const { t } = useTranslation();
  const { bout, winner } = pick;
  const label = boutLabel(bout, draw, t);
  const entrant = draw.entrants.find((one) => one.registrationId === winner);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      ending: bout.winner === winner && bout.ending ? bout.ending : 'POINTS',
      redPoints: bout.redPoints ?? '',
      bluePoints: bout.bluePoints ?? '',
    },
    enhanceGetInputProps: translateErrorProp,
  });
  const { record, conflicted } = changes;
  const errorMessage = useServerErrorMessage(record.error, ['redPoints', 'bluePoints']);
  const save = async (values: Values) => {
    const changing = bout.version > 0;
    if (changing) {
      const yes = await confirmAction({
        title: t('draws.results.changeTitle'),
        message: t('draws.results.changeText', { bout: label }),
        confirmLabel: t('draws.results.change'),
      });
      if (!yes) return;
    }
    const body = {
      winner,
      ending: values.ending,
      redPoints: points(values.redPoints),
      bluePoints: points(values.bluePoints),
      version: bout.version,
    };
    record.mutate(
      { bout, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (conflicted(error)) onDone();
          else applyServerErrors(form, error);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" c="dimmed">
            {t('draws.results.winner')}
          </Text>
          <Text fw={700} data-testid="result-winner">
            {entrant?.name ?? ''}
          </Text>
          <Badge color={winner === bout.red ? 'red' : 'blue'} variant="light" style={{ flexShrink: 0 }}>
            {t(winner === bout.red ? 'draws.red' : 'draws.blue')}
          </Badge>
        </Group>
        <Radio.Group label={t('draws.results.ending')} {...form.getInputProps('ending')}>
          <Stack gap={8} mt={6}>
            {ENDINGS.map((ending) => (
              <Radio key={ending} value={ending} label={t(`draws.results.endings.${ending}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start">
          {(['redPoints', 'bluePoints'] as const).map((field) => (
            <NumberInput
              key={field}
              label={t(`draws.results.${field}`)}
              description={t('draws.results.pointsHelp')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps(field)}
            />
          ))}
        </Group>
        <FormActions onCancel={onDone} saving={record.isPending} saveLabel={t('draws.results.save')} />
      </Stack>
    </form>
  );
}

interface ResultDialogProps {
  /** The fighter tapped as the winner; null when closed. */
  pick: WinnerPick | null;
  draw: Draw;
  changes: ReturnType<typeof useResultChanges>;
  onClose: () => void;
}

/** Admins: a bout's result with the tapped fighter as its winner: how it ended and the points. */
export function ResultDialog({ pick, draw, changes, onClose }: ResultDialogProps) {
  const { t } = useTranslation();
  const opened = useOpenedAfterMount(pick !== null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pick ? t('draws.results.dialogTitle', { bout: boutLabel(pick.bout, draw, t) }) : ''}
      centered
    >
      {pick && (
        <ResultForm
          key={`${pick.bout.round}/${pick.bout.index}/${pick.winner}`}
          pick={pick}
          draw={draw}
          changes={changes}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
