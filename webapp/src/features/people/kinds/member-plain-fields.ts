/**
 * A member's plain fields: optional short text the club edits, declared on the server
 * (`src/fedreg_core/domain/plain_fields.py`), which checks them and keeps them as they must be
 * written (an error comes back on the field). Here only what the screens need: the catalogue
 * key of the label and whether the members list shows it. The form, its values and body, and
 * the list take them from here.
 */
export interface PlainField {
  /** The field's name in the API (`nationality`). */
  name: string;
  label: string;
  /** The members list shows it as a column. */
  listed: boolean;
}

export const memberPlainFields: readonly PlainField[] = [
  { name: 'nationality', label: 'people.nationality', listed: true },
];

/** A plain field's text in a member as the API answers it ('' when unset or hidden). */
export const plainText = (member: object, field: PlainField): string => {
  const value = (member as Record<string, unknown>)[field.name];
  return typeof value === 'string' ? value : '';
};
