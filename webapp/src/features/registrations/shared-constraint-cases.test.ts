/**
 * The shared cases of tests/data/constraint-cases.json (the server's test,
 * tests/unit/test_shared_constraint_cases.py, proves that the core's rules judge each value so):
 * the forms' checks, built on the limits generated from the core (`@/api/constraints`), accept
 * and refuse the same values with the same message.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { isValidDeduction } from '@/features/registrations/fees/deductions';
import { ageField, birthDate, danField, passwordField, teamMembersField, weightField } from '@/lib/validation';
import shared from '../../../../tests/data/constraint-cases.json';

interface ConstraintCase {
  rule: string;
  value: string | number;
  key: string | null;
}

const schemas: Record<string, () => z.ZodMiniType> = {
  password: passwordField,
  dan: danField,
  born: () => birthDate(() => shared.today),
  age: ageField,
  weight: weightField,
  teamMembers: teamMembersField,
};

/** The core's message key as the webapp's catalogue names it: `dan_range` is `validation.danRange`. */
const webappKey = (key: string) =>
  `validation.${key.replace(/_(\w)/g, (_all, letter: string) => letter.toUpperCase())}`;

const messageOf = (rule: string, value: string | number): string | null => {
  const schema = schemas[rule];
  if (!schema) throw new Error(`no check for the rule ${rule}`);
  const result = schema().safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

const cases = shared.cases as ConstraintCase[];

describe('the shared constraint cases, as the forms judge them', () => {
  it.each(cases.filter(({ rule }) => rule !== 'deduction').map((c) => [`${c.rule}=${c.value}`, c] as const))(
    '%s',
    (_name, { rule, value, key }) => {
      expect(messageOf(rule, value)).toBe(key === null ? null : webappKey(key));
    },
  );

  it.each(cases.filter(({ rule }) => rule === 'deduction').map((c) => [`deduction=${c.value}`, c] as const))(
    '%s',
    (_name, { value, key }) => {
      expect(isValidDeduction(value)).toBe(key === null);
    },
  );

  it('cover every rule of the file', () => {
    expect(new Set(cases.map(({ rule }) => rule))).toEqual(new Set([...Object.keys(schemas), 'deduction']));
  });
});
