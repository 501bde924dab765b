import { schemaResolver, type FormErrors } from '@mantine/form';
import { registerStepSchemas, type RegisterValues } from './register';

export const REGISTER_STEPS = registerStepSchemas.length;

const stepResolvers = registerStepSchemas.map((schema) => schemaResolver(schema, { sync: true }));

/** Errors of one wizard step only (keys are form paths such as `club.name`, `referees.0.dan`). */
export function validateRegisterStep(step: number, values: RegisterValues): FormErrors {
  const resolve = stepResolvers[step];
  return resolve ? resolve(values) : {};
}

const ACCOUNT_FIELDS = new Set(['name', 'email', 'password']);

/** The wizard step that shows a field, for server errors such as `club.email`. */
export function stepOfField(field: string): number {
  if (ACCOUNT_FIELDS.has(field)) return 0;
  if (field === 'club' || field.startsWith('club.')) return 1;
  return 2;
}

/** The first step holding any of the given errors. */
export const firstStepWithError = (errors: Record<string, unknown>): number | null => {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : null;
};
