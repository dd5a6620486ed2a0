import { PASSWORD_MIN_LENGTH } from '@zhihang/contract/auth/password-policy';
import { isMobileNumber } from '@zhihang/contract/students/student-rules';

export type RegisterValues = { name: string; phone: string; password: string; gender?: number; grade?: number };
export type LoginValues = { account: string; password: string };

type BindMessageKey =
  | 'studentBind.nameRequired'
  | 'studentBind.phoneInvalid'
  | 'studentBind.passwordTooShort'
  | 'studentBind.genderRequired'
  | 'studentBind.gradeRequired'
  | 'studentBind.accountRequired'
  | 'studentBind.passwordRequired';

/** Each invalid field of the sign-up form with the message to show under it. */
export function registerProblems(values: RegisterValues): Partial<Record<keyof RegisterValues, BindMessageKey>> {
  const problems: Partial<Record<keyof RegisterValues, BindMessageKey>> = {};
  if (!values.name.trim()) problems.name = 'studentBind.nameRequired';
  if (!isMobileNumber(values.phone.trim())) problems.phone = 'studentBind.phoneInvalid';
  if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = 'studentBind.passwordTooShort';
  if (values.gender !== 1 && values.gender !== 2) problems.gender = 'studentBind.genderRequired';
  if (values.grade !== 1 && values.grade !== 2 && values.grade !== 3) problems.grade = 'studentBind.gradeRequired';
  return problems;
}

/** Each invalid field of the sign-in form. */
export function loginProblems(values: LoginValues): Partial<Record<keyof LoginValues, BindMessageKey>> {
  const problems: Partial<Record<keyof LoginValues, BindMessageKey>> = {};
  if (!values.account.trim()) problems.account = 'studentBind.accountRequired';
  if (!values.password) problems.password = 'studentBind.passwordRequired';
  return problems;
}
