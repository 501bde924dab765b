import { describe, expect, it } from 'vitest';
import { categoryBody, categorySchema, categoryValues } from './category';

const issues = (values: unknown) => {
  const result = categorySchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const none = { minAge: '', maxAge: '', ageBy: 'DATE', minBelt: null, maxBelt: null } as const;

describe('category form', () => {
  it('needs a name', () => {
    expect(issues({ name: '', noPay: false, ...none })).toEqual(['name: validation.required']);
    expect(issues({ name: '   ', noPay: true, ...none })).toEqual(['name: validation.required']);
    expect(issues({ name: 'Seniori', noPay: true, ...none })).toEqual([]);
  });

  it('takes whole-year ages in order', () => {
    expect(issues({ name: 'Seniori', noPay: false, ...none, minAge: 18, maxAge: 35 })).toEqual([]);
    expect(issues({ name: 'Seniori', noPay: false, ...none, minAge: 18.5 })).toEqual(['minAge: validation.ageRange']);
    // Their order is the server's rule: its 400 names maxAge.
    expect(issues({ name: 'Seniori', noPay: false, ...none, minAge: 20, maxAge: 18 })).toEqual([]);
  });

  it('starts from the category and sends a trimmed name and its limits', () => {
    expect(categoryValues(null)).toEqual({ name: '', noPay: false, ...none });
    expect(
      categoryValues({ id: 1, name: 'Kadeti', noPay: true, isArchived: false, minAge: 14, ageBy: 'YEAR' }),
    ).toEqual({
      name: 'Kadeti',
      noPay: true,
      ...none,
      minAge: 14,
      ageBy: 'YEAR',
    });
    expect(categoryBody({ name: '  Kadeti ', noPay: false, ...none, maxAge: 15, minBelt: 'ZUTI' })).toEqual({
      name: 'Kadeti',
      noPay: false,
      minAge: null,
      maxAge: 15,
      ageBy: 'DATE',
      minBelt: 'ZUTI',
      maxBelt: null,
    });
  });
});
