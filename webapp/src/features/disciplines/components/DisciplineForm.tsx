import { constraints } from '@/api/constraints';
import '@/styles/components/NumberInput';
import '@/styles/components/Checkbox';
import '@/styles/components/MultiSelect';
import {
  Checkbox,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/ErrorBox';
import { FormError } from '@/components/FormError';
import { createDiscipline } from '@/features/disciplines/api/create-discipline';
import { disciplineKeys } from '@/features/disciplines/api/keys';
import { categoryOptionsQuery } from '@/features/disciplines/api/list-category-options';
import type { Discipline } from '@/api/types';
import { updateDiscipline } from '@/features/disciplines/api/update-discipline';
import {
  disciplineBody,
  disciplineSchema,
  disciplineValues,
  formatChoices,
  kindChoices,
  sexChoices,
  type DisciplineValues,
} from '@/features/disciplines/schemas/discipline';
import { partnerOf, visibleFlags, type DisciplineFlag } from '@/features/disciplines/schemas/flag-pairs';
import { applyServerErrors, useZodForm } from '@/lib/form';
import { decimalSeparator } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorText, translateMessage } from '@/lib/translate-message';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { useAppData } from '@/stores/app-data';
import { FormActions } from '@/components/FormActions';

const fields = [
  'name',
  'categoryIds',
  'forSex',
  'isTeam',
  'alwaysPay',
  'noPay',
  'isKataA',
  'isKataB',
  'drawFormat',
  'minWeight',
  'maxWeight',
  'teamMinMembers',
  'teamMaxMembers',
] as const;

export interface DisciplineFormProps {
  /** The discipline to edit, or null for a new one. */
  discipline: Discipline | null;
  onDone: () => void;
}

/** Name, categories, allowed sexes and the paired checkboxes of a discipline. */
export function DisciplineForm({ discipline, onDone }: DisciplineFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const registrationFee = useAppData((state) => state.features.registrationFee);
  const categories = useQuery(categoryOptionsQuery());
  const form = useZodForm<DisciplineValues>(disciplineSchema, disciplineValues(discipline));
  const mutation = useMutation({
    mutationFn: (values: DisciplineValues) =>
      discipline ? updateDiscipline(discipline.id, disciplineBody(values)) : createDiscipline(disciplineBody(values)),
    onSuccess: async () => {
      notify(t(discipline ? 'disciplines.updated' : 'disciplines.created'));
      await queryClient.invalidateQueries({ queryKey: disciplineKeys.all });
      onDone();
    },
    onError: (error) => applyServerErrors(form, error),
  });
  const errorMessage = useServerErrorMessage(mutation.error, fields);

  // The options: active categories, plus the discipline's own ones even when archived since.
  const options = new Map((categories.data?.items ?? []).map((category) => [String(category.id), category.name]));
  for (const link of discipline?.disciplineCategories ?? []) {
    if (!options.has(String(link.categoryId))) options.set(String(link.categoryId), link.category.name);
  }

  const visible = visibleFlags(form.values);
  const flag = (name: DisciplineFlag, labelKey: string, descriptionKey?: string) =>
    visible[name] && (
      <Checkbox
        label={t(labelKey)}
        description={descriptionKey ? t(descriptionKey) : undefined}
        {...form.getInputProps(name, { type: 'checkbox' })}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue(name, checked);
          if (checked) form.setFieldValue(partnerOf(name), false);
        }}
      />
    );
  const sexError = form.errors.forSex;
  const isKata = form.values.isKataA || form.values.isKataB;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <FormError message={errorMessage} />
        <TextInput label={t('disciplines.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        {categories.isError && (
          <ErrorBox
            message={errorText(categories.error)}
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        )}
        <MultiSelect
          label={t('disciplines.categories')}
          withAsterisk
          searchable
          data={[...options].map(([value, label]) => ({ value, label }))}
          nothingFoundMessage={t('disciplines.noCategories')}
          {...form.getInputProps('categoryIds')}
        />
        <Input.Wrapper
          label={t('disciplines.sexes')}
          labelElement="div"
          labelProps={{ id: 'discipline-sexes' }}
          error={typeof sexError === 'string' ? translateMessage(sexError) : undefined}
        >
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="discipline-sexes"
            data={sexChoices.map((choice) => ({ value: choice, label: t(`disciplines.sex.${choice}`) }))}
            value={form.values.forSex}
            onChange={(value) => form.setFieldValue('forSex', sexChoices.find((choice) => choice === value) ?? 'both')}
          />
        </Input.Wrapper>
        <Input.Wrapper
          label={t('disciplines.kindLabel')}
          labelElement="div"
          labelProps={{ id: 'discipline-kind' }}
          description={t('disciplines.kindHint')}
          error={typeof form.errors.isTeam === 'string' ? translateMessage(form.errors.isTeam) : undefined}
        >
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="discipline-kind"
            data={kindChoices.map((choice) => ({ value: choice, label: t(`disciplines.kind.${choice}`) }))}
            value={form.values.kind}
            onChange={(value) => form.setFieldValue('kind', value === 'team' ? 'team' : 'individual')}
          />
        </Input.Wrapper>
        {form.values.kind === 'team' && (
          <Group grow align="flex-start">
            <NumberInput
              label={t('disciplines.teamMinMembers')}
              description={t('disciplines.teamMembersHint')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('teamMinMembers')}
            />
            <NumberInput
              label={t('disciplines.teamMaxMembers')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('teamMaxMembers')}
            />
          </Group>
        )}
        {registrationFee && flag('alwaysPay', 'disciplines.alwaysPay')}
        {registrationFee && flag('noPay', 'disciplines.noPay')}
        {flag('isKataA', 'disciplines.kataA', 'disciplines.kataAHint')}
        {flag('isKataB', 'disciplines.kataB', 'disciplines.kataBHint')}
        <NativeSelect
          label={t('disciplines.drawFormat')}
          description={t('disciplines.drawFormatHint')}
          data={formatChoices
            .filter((choice) => choice !== 'KATA_POINTS' || isKata || form.values.drawFormat === choice)
            .map((choice) => ({
              value: choice,
              label: t(choice === 'auto' ? 'disciplines.drawFormatAuto' : `draws.formats.${choice}`),
            }))}
          {...form.getInputProps('drawFormat')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('disciplines.minWeight')}
            description={t('disciplines.minWeightHint')}
            min={0}
            max={constraints.weightMax}
            decimalScale={constraints.weightDecimals}
            decimalSeparator={decimalSeparator()}
            {...form.getInputProps('minWeight')}
          />
          <NumberInput
            label={t('disciplines.maxWeight')}
            description={t('disciplines.maxWeightHint')}
            min={0}
            max={constraints.weightMax}
            decimalScale={constraints.weightDecimals}
            decimalSeparator={decimalSeparator()}
            {...form.getInputProps('maxWeight')}
          />
        </Group>
        <FormActions onCancel={onDone} saving={mutation.isPending} />
      </Stack>
    </form>
  );
}
