import { describe, expect, it } from 'vitest';
import { accountCandidates, newInitialPassword } from './student-credentials.ts';

describe('newInitialPassword', () => {
  it('has 8 unambiguous characters with at least one letter and one digit', () => {
    for (let n = 0; n < 200; n += 1) {
      const password = newInitialPassword();
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
    }
  });
});

describe('accountCandidates', () => {
  it('starts from the padded student id', () => {
    const candidates = accountCandidates(42);
    expect(candidates[0]).toBe('xs000042');
    expect(candidates).toHaveLength(6);
    for (const candidate of candidates.slice(1)) expect(candidate).toMatch(/^xs000042\d{3}$/);
    expect(accountCandidates(1234567)[0]).toBe('xs1234567');
  });
});
