import * as z from 'zod/mini';
import { emailField, optionalUrl, requiredText } from '@/lib/validation';

/** A club's details (register step 2 and the club edit form): all required but the website. */
export const clubSchema = z.object({
  name: requiredText(),
  shortName: requiredText(),
  city: requiredText(),
  address: requiredText(),
  email: emailField(),
  website: optionalUrl(),
  contact: requiredText(),
  mobile: requiredText(),
});

export type ClubValues = z.input<typeof clubSchema>;

export const clubFields = ['name', 'shortName', 'city', 'address', 'email', 'website', 'contact', 'mobile'] as const;
