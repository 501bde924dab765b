import type { schemaResolver } from '@mantine/form';
import type { PeopleResource, PeopleResources } from '@/api/types';
import type { PrintCell } from '@/components/print-table';
import type { KindContext } from './context';
import type { FieldRow } from './field-specs';

export type { KindContext } from './context';

type Schema = Parameters<typeof schemaResolver>[0];

export type PersonOf<R extends PeopleResource> = PeopleResources[R]['item'];

/** One column of a people table: its header key and the cell text (screen and print). */
export interface PersonColumn<Item> {
  key: string;
  label: string;
  text: (item: Item, ctx: KindContext) => string;
}

export interface KindTexts {
  /** Panel title, e.g. `people.members`. */
  title: string;
  add: string;
  edit: string;
  created: string;
  updated: string;
  deleted: string;
  empty: string;
}

/**
 * What the generic people panel needs to show and print one kind of person. Its form
 * (`PersonFormKind`, in `*-form.tsx`) loads with the drawer, when it first opens.
 */
export interface PersonKind<R extends PeopleResource> {
  resource: R;
  /** Accordion value and test id. */
  id: string;
  texts: KindTexts;
  columns: (ctx: KindContext) => PersonColumn<PersonOf<R>>[];
  /** Keys of the columns a phone shows in a muted line under the name (the kind's key facts). */
  keyFacts: readonly string[];
  /** People that need the club's attention: counted in a badge, and a filter shows only them. */
  attention?: Attention<PersonOf<R>>;
}

/** A badge (`badge`, with `{{count}}`) and a filter (`filter`) for the people `needs` picks. */
export interface Attention<Item> {
  badge: string;
  filter: string;
  needs: (item: Item, today: string) => boolean;
}

/** The add and edit form of one kind of person: rules, values, request bodies, fields. */
export interface PersonFormKind<R extends PeopleResource, Values extends Record<string, unknown>> {
  schema: (ctx: KindContext) => Schema;
  initialValues: (item: PersonOf<R> | null, ctx: KindContext) => Values;
  /** Body of a create (without clubId) from valid values. */
  toCreate: (values: Values, ctx: KindContext) => Omit<PeopleResources[R]['create'], 'clubId'>;
  toUpdate: (values: Values, ctx: KindContext) => PeopleResources[R]['update'];
  /** The form's fields, row by row (PersonFields lays them out). */
  fields: readonly FieldRow<Values>[];
  /** Server field names that the form calls differently (`isMale` → `gender`). */
  serverFields?: Readonly<Record<string, string>>;
}

/** Typing help for the kind definitions. */
export const defineKind = <R extends PeopleResource>(kind: PersonKind<R>): PersonKind<R> => kind;

/** Typing help for the form definitions. */
export const defineForm = <R extends PeopleResource, Values extends Record<string, unknown>>(
  form: PersonFormKind<R, Values>,
): PersonFormKind<R, Values> => form;

/** A person's cell texts in column order, for printing. */
export const printRow = <Item>(
  columns: PersonColumn<Item>[],
  item: Item,
  index: number,
  ctx: KindContext,
): PrintCell[] => [index + 1, ...columns.map((column) => column.text(item, ctx))];
