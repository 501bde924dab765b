import * as z from 'zod/mini';
import { passwordField } from '@/lib/validation';

/** The admin's password dialog: required, at least six characters (product-spec §5). */
export const userPasswordSchema = z.object({ password: passwordField() });
export type UserPasswordValues = z.input<typeof userPasswordSchema>;
