/** Query keys of categories; `all` also covers the category options other screens load. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (archived: boolean) => ['categories', 'list', archived] as const,
  /** Disciplines show their categories' names: refreshed when a category changes. */
  disciplines: ['disciplines'] as const,
};
