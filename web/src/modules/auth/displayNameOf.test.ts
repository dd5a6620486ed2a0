import { describe, expect, it } from 'vitest';
import { displayNameOf } from './displayNameOf.ts';

describe('displayNameOf', () => {
  it('prefers the name, then the user name, then the account', () => {
    expect(displayNameOf({ name: '王老师', userName: 'wang', account: 'teacher' })).toBe('王老师');
    expect(displayNameOf({ name: ' ', userName: 'wang', account: 'teacher' })).toBe('wang');
    expect(displayNameOf({ name: '', userName: '', account: 'teacher' })).toBe('teacher');
  });
});
