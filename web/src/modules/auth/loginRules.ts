import type { Messages } from '../../base/i18n/zh.ts';

type LoginMessageKey = `login.${keyof Messages['login'] & string}`;

/** Login field checks (spec §5): the account is checked after trimming, the password as typed. */
export const loginRules = {
  account: (value: string | undefined): LoginMessageKey | undefined =>
    (value ?? '').trim() ? undefined : 'login.accountRequired',
  password: (value: string | undefined): LoginMessageKey | undefined => (value ? undefined : 'login.passwordRequired'),
};
