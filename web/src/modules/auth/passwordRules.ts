import { PASSWORD_MIN_LENGTH } from '@zhihang/contract/auth/password-policy';
import type { Messages } from '../../base/i18n/zh.ts';

export type PasswordFormValues = { oldPassword: string; newPassword: string; confirmPassword: string };

type Problem = { key: `password.${keyof Messages['password'] & string}`; values?: { min: number } };

/** Change-password checks (spec §5); each returns the message to show, or undefined. */
export const passwordRules = {
  oldPassword: (value: string | undefined): Problem | undefined =>
    value ? undefined : { key: 'password.oldRequired' },
  newPassword: (value: string | undefined): Problem | undefined => {
    if (!value) return { key: 'password.newRequired' };
    if (value.length < PASSWORD_MIN_LENGTH)
      return { key: 'password.newTooShort', values: { min: PASSWORD_MIN_LENGTH } };
    return undefined;
  },
  confirmPassword: (value: string | undefined, newPassword: string | undefined): Problem | undefined => {
    if (!value) return { key: 'password.confirmRequired' };
    if (value !== newPassword) return { key: 'password.mismatch' };
    return undefined;
  },
  /** Changing the new password re-validates the confirmation once it is filled. */
  shouldRevalidateConfirmation: (changed: Partial<PasswordFormValues>, values: Partial<PasswordFormValues>): boolean =>
    'newPassword' in changed && Boolean(values.confirmPassword),
};
