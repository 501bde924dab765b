import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, profileSchema, resetPasswordSchema } from './account';

const errorsOf = (schema: Parameters<typeof schemaResolver>[0], values: unknown) =>
  schemaResolver(schema, { sync: true })(values);

describe('login', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(errorsOf(loginSchema, { email: 'a@b.rs', password: 'x' })).toEqual({});
  });
});

describe('forgot password and profile', () => {
  it('need a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'validation.required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'ana@' })).toEqual({ email: 'validation.email' });
    expect(errorsOf(forgotPasswordSchema, { email: ' ana@klub.rs ' })).toEqual({});
    expect(errorsOf(profileSchema, { name: '', email: 'x' })).toEqual({
      name: 'validation.required',
      email: 'validation.email',
    });
  });
});

describe('reset password', () => {
  it.each([
    [
      { password: '', repeat: '' },
      { password: 'validation.required', repeat: 'validation.required' },
    ],
    [{ password: '12345', repeat: '12345' }, { password: 'validation.minLength' }],
    [{ password: '123456', repeat: '1234567' }, { repeat: 'validation.sameAsPassword' }],
    [
      { password: '12345', repeat: 'other' },
      { password: 'validation.minLength', repeat: 'validation.sameAsPassword' },
    ],
    [{ password: '123456', repeat: '123456' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(errorsOf(resetPasswordSchema, values)).toEqual(errors);
  });
});

describe('change password', () => {
  it('requires the current password and a new one of six characters', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: '', newPassword: 'abc' })).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'validation.minLength',
    });
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'abcdef' })).toEqual({});
  });
});
