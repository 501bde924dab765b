import * as z from 'zod/mini';
import { emailField, messages, passwordField, requiredRaw, requiredText } from '@/lib/validation';

export const loginSchema = z.object({ email: requiredText(), password: requiredRaw() });
export type LoginValues = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: passwordField(), repeat: requiredRaw() }).check(
  z.refine((values) => values.repeat === '' || values.repeat === values.password, {
    error: messages.sameAsPassword,
    path: ['repeat'],
    when: () => true,
  }),
);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const profileSchema = z.object({ name: requiredText(), email: emailField() });
export type ProfileValues = z.input<typeof profileSchema>;

export const changePasswordSchema = z.object({ currentPassword: requiredRaw(), newPassword: passwordField() });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** A code of the second factor (six digits or a recovery code: the server judges its shape). */
export const secondFactorCodeSchema = z.object({ code: requiredText() });
export type SecondFactorCodeValues = z.input<typeof secondFactorCodeSchema>;

export const turnOffSecondFactorSchema = z.object({ password: requiredRaw(), code: requiredText() });
export type TurnOffSecondFactorValues = z.input<typeof turnOffSecondFactorSchema>;
