import { describe, expect, it } from 'vitest';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const hash = await hashPassword('teacher123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(hash).not.toContain('teacher123');
    expect(await verifyPassword('teacher123', hash)).toBe(true);
    expect(await verifyPassword('teacher124', hash)).toBe(false);
    expect(await verifyPassword('Teacher123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('same-password', first)).toBe(true);
    expect(await verifyPassword('same-password', second)).toBe(true);
  });

  it('treats compatibility forms of a character as the same password (NFKC)', async () => {
    const hash = await hashPassword('ｐａｓｓ１２３');
    expect(await verifyPassword('pass123', hash)).toBe(true);
  });

  it('never matches the placeholder hash or a malformed one', async () => {
    expect(await verifyPassword('', UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('anything', UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
  });
});
