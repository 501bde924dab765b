import '@/styles/components/NumberInput';
import '@/styles/components/Checkbox';
import '@/styles/components/Combobox';
import '@/styles/components/Radio';
import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/DateField';
import { decimalSeparator } from '@/lib/format';
import type { KindContext } from './context';
import type { FieldRow, FieldSpec } from './field-specs';

type Values = Record<string, unknown>;

function Field<V extends Values>({
  spec,
  form,
  ctx,
}: {
  spec: FieldSpec<V>;
  form: UseFormReturnType<V>;
  ctx: KindContext;
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const label = t(spec.label);
  // getInputProps' error is translated (useZodForm): the schema's messages are catalogue keys.
  const props = { label, withAsterisk: spec.required, ...form.getInputProps(spec.name) };
  const value = values[spec.name];
  const set = (next: unknown) => form.setFieldValue(spec.name, next as Parameters<typeof form.setFieldValue>[1]);
  switch (spec.type) {
    case 'text':
      return <TextInput {...props} />;
    case 'number':
      return (
        <NumberInput
          {...props}
          min={spec.min}
          max={spec.max}
          decimalScale={spec.decimalScale}
          allowDecimal={spec.decimalScale !== undefined}
          decimalSeparator={decimalSeparator()}
          allowNegative={spec.min < 0}
        />
      );
    case 'date':
      return (
        <DateField
          label={label}
          withAsterisk={spec.required}
          clearable={spec.clearable}
          min={spec.min?.()}
          max={spec.max?.()}
          value={String(value ?? '')}
          onChange={set}
          error={props.error as ReactNode}
        />
      );
    case 'select':
      return (
        <Select
          {...props}
          data={spec.options(t, ctx)}
          allowDeselect={false}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(chosen) => set(chosen ?? '')}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...props}>
          <Group gap="lg" mt={6}>
            {spec.options(t).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      return <Checkbox label={label} {...form.getInputProps(spec.name, { type: 'checkbox' })} />;
  }
}

/**
 * The fields of a person form, built from its kind's list of rows (`*-form.tsx`): one way to
 * lay out every kind's add and edit form.
 */
export function PersonFields<V extends Values>({
  rows,
  form,
  ctx,
}: {
  rows: readonly FieldRow<V>[];
  form: UseFormReturnType<V>;
  ctx: KindContext;
}) {
  const values = form.getValues();
  const shown = (spec: FieldSpec<V>) => spec.visible?.(values, ctx) ?? true;
  const field = (spec: FieldSpec<V>): ReactNode =>
    shown(spec) ? <Field key={spec.name} spec={spec} form={form} ctx={ctx} /> : null;
  return (
    <Stack gap="sm">
      {rows.map((row) =>
        'type' in row ? (
          field(row)
        ) : (
          <SimpleGrid key={row.map((spec) => spec.name).join('+')} cols={2} spacing="sm">
            {row.map(field)}
          </SimpleGrid>
        ),
      )}
    </Stack>
  );
}
