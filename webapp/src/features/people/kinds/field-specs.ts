import type { TFunction } from 'i18next';
import type { KindContext } from './context';

type Values = Record<string, unknown>;

interface FieldBase<V extends Values> {
  name: keyof V & string;
  /** Catalogue key of the label. */
  label: string;
  required?: boolean;
  /** Shown only when this says so (a field that depends on another, or on the viewer). */
  visible?: (values: V, ctx: KindContext) => boolean;
}

interface Option {
  value: string;
  label: string;
}

/** One field of a person form: what kind of input, and what it needs beyond name and label. */
export type FieldSpec<V extends Values> = FieldBase<V> &
  (
    | { type: 'text' }
    | { type: 'number'; min: number; max: number; decimalScale?: number }
    | { type: 'date'; min?: () => string; max?: () => string; clearable?: boolean }
    | { type: 'select'; options: (t: TFunction, ctx: KindContext) => Option[] }
    | { type: 'radio'; options: (t: TFunction) => Option[] }
    | { type: 'checkbox' }
  );

/** A row of the form: one field, or two side by side; `certificates` only in the WFF variant. */
export type FieldRow<V extends Values> = FieldSpec<V> | readonly [FieldSpec<V>, FieldSpec<V>];

/** First and last name, side by side: every kind's first row. */
export const nameRow = <V extends Values & { firstName: string; lastName: string }>(): FieldRow<V> => [
  { name: 'firstName', label: 'people.firstName', type: 'text', required: true },
  { name: 'lastName', label: 'people.lastName', type: 'text', required: true },
];

/** Optional certificate numbers, shown in the WFF variant only. */
export const certificateRows = <V extends Values>(fields: readonly (keyof V & string)[]): FieldRow<V>[] =>
  fields.map((name) => ({ name, label: `people.${name}`, type: 'text', visible: (_, ctx) => ctx.withCertificates }));
