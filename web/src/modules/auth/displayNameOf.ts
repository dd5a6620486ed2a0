import type { UserInfo } from '@zhihang/contract/auth/auth.schema';

/** How the console names a user: the person's name, else the user name, else the account. */
export function displayNameOf(user: Pick<UserInfo, 'name' | 'userName' | 'account'>): string {
  return user.name.trim() || user.userName.trim() || user.account;
}
