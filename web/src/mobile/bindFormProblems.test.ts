import { describe, expect, it } from 'vitest';
import { loginProblems, registerProblems } from './bindFormProblems.ts';

describe('registerProblems', () => {
  it('accepts a complete sign-up', () => {
    expect(
      registerProblems({ name: '林一诺', phone: '13512345678', password: 'secret8', gender: 2, grade: 1 }),
    ).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(registerProblems({ name: ' ', phone: '2351234567', password: '12345' })).toEqual({
      name: 'studentBind.nameRequired',
      phone: 'studentBind.phoneInvalid',
      password: 'studentBind.passwordTooShort',
      gender: 'studentBind.genderRequired',
      grade: 'studentBind.gradeRequired',
    });
  });
});

describe('loginProblems', () => {
  it('wants an account and a password', () => {
    expect(loginProblems({ account: 'xs000001', password: 'x' })).toEqual({});
    expect(loginProblems({ account: '  ', password: '' })).toEqual({
      account: 'studentBind.accountRequired',
      password: 'studentBind.passwordRequired',
    });
  });
});
