import { officialSchema, type OfficialValues } from '@/lib/schemas/people';
import { nameRow } from './field-specs';
import { defineForm } from './types';

type OfficialFormValues = OfficialValues & Record<string, unknown>;

const body = (values: OfficialFormValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  funct: values.funct.trim(),
});

/** The official form: names and function. */
export const officialForm = defineForm<'Officials', OfficialFormValues>({
  schema: () => officialSchema,
  initialValues: (official) => ({
    firstName: official?.firstName ?? '',
    lastName: official?.lastName ?? '',
    funct: official?.funct ?? '',
  }),
  toCreate: body,
  toUpdate: body,
  fields: [nameRow(), { name: 'funct', label: 'people.funct', type: 'text', required: true }],
});
