import * as z from 'zod/mini';
import { passwordField } from '@/lib/validation';

/** The admin's password dialog: required, at least six characters (docs/product.md, Validation). */
export const userPasswordSchema = z.object({ password: passwordField() });
export type UserPasswordValues = z.input<typeof userPasswordSchema>;
