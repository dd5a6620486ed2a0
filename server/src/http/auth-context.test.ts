import { describe, expect, it } from 'vitest';
import { admits, isStaff } from './auth-context.ts';

describe('admits', () => {
  it('opens console routes to staff roles only', () => {
    for (const role of ['admin', 'orgAdmin', 'teacher']) expect(admits('staff', [role])).toBe(true);
    expect(admits('staff', ['student'])).toBe(false);
    expect(admits('staff', [])).toBe(false);
  });

  it('opens student routes to the student role only', () => {
    expect(admits('student', ['student'])).toBe(true);
    expect(admits('student', ['teacher'])).toBe(false);
    expect(admits('student', ['admin'])).toBe(false);
  });

  it('opens shared routes to anyone signed in', () => {
    expect(admits('everyone', ['student'])).toBe(true);
    expect(admits('everyone', ['teacher'])).toBe(true);
  });

  it('tells staff from students', () => {
    expect(isStaff(['teacher', 'student'])).toBe(true);
    expect(isStaff(['student'])).toBe(false);
    // An organisation's own roles are console roles.
    expect(isStaff(['r3f9a2c1d'])).toBe(true);
    expect(isStaff([])).toBe(false);
  });
});
