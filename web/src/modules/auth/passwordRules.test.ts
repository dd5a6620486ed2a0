import { describe, expect, it } from 'vitest';
import { passwordRules } from './passwordRules.ts';

describe('passwordRules', () => {
  it('requires the old password', () => {
    expect(passwordRules.oldPassword('')).toEqual({ key: 'password.oldRequired' });
    expect(passwordRules.oldPassword('secret1')).toBeUndefined();
  });

  it('requires a new password of at least 6 characters', () => {
    expect(passwordRules.newPassword(undefined)).toEqual({ key: 'password.newRequired' });
    expect(passwordRules.newPassword('12345')).toEqual({ key: 'password.newTooShort', values: { min: 6 } });
    expect(passwordRules.newPassword('123456')).toBeUndefined();
  });

  it('requires a confirmation equal to the new password', () => {
    expect(passwordRules.confirmPassword('', 'abcdef')).toEqual({ key: 'password.confirmRequired' });
    expect(passwordRules.confirmPassword('abcdeg', 'abcdef')).toEqual({ key: 'password.mismatch' });
    expect(passwordRules.confirmPassword('abcdef', 'abcdef')).toBeUndefined();
  });

  it('re-validates the confirmation only when the new password changed and a confirmation exists', () => {
    expect(passwordRules.shouldRevalidateConfirmation({ newPassword: 'x' }, { confirmPassword: 'y' })).toBe(true);
    expect(passwordRules.shouldRevalidateConfirmation({ newPassword: 'x' }, { confirmPassword: '' })).toBe(false);
    expect(passwordRules.shouldRevalidateConfirmation({ oldPassword: 'x' }, { confirmPassword: 'y' })).toBe(false);
  });
});
