import { describe, expect, it } from 'vitest';
import { categoryBody, categorySchema, categoryValues } from './category';

const issues = (values: unknown) => {
  const result = categorySchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('category form', () => {
  it('needs a name', () => {
    expect(issues({ name: '', noPay: false })).toEqual(['name: validation.required']);
    expect(issues({ name: '   ', noPay: true })).toEqual(['name: validation.required']);
    expect(issues({ name: 'Seniori', noPay: true })).toEqual([]);
  });

  it('starts from the category and sends a trimmed name', () => {
    expect(categoryValues(null)).toEqual({ name: '', noPay: false });
    expect(categoryValues({ id: 1, name: 'Kadeti', noPay: true, isArchived: false })).toEqual({
      name: 'Kadeti',
      noPay: true,
    });
    expect(categoryBody({ name: '  Kadeti ', noPay: false })).toEqual({ name: 'Kadeti', noPay: false });
  });
});
