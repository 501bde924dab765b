/** Query keys of disciplines; `all` also covers the discipline options other screens load. */
export const disciplineKeys = {
  all: ['disciplines'] as const,
  list: (archived: boolean) => ['disciplines', 'list', archived] as const,
  /** The active categories offered in the drawer; under the categories' own key, so changes there refresh it. */
  categoryOptions: ['categories', 'options'] as const,
};
