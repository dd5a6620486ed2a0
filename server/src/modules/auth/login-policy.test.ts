import { describe, expect, it } from 'vitest';
import { accountAddressKey, accountKey, addressKey, slowdownDelayMs } from './login-policy.ts';

describe('slowdownDelayMs', () => {
  const policy = { slowAfterFailures: 10, maxDelayMs: 4000 };

  it('lets the attempts up to the threshold through at once', () => {
    expect([1, 5, 10].map((position) => slowdownDelayMs(position, policy))).toEqual([0, 0, 0]);
  });

  it('doubles from 250 ms past the threshold and stops at the cap', () => {
    expect([11, 12, 13, 14, 15, 16, 100].map((position) => slowdownDelayMs(position, policy))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('keeps to a cap that is not a doubling of 250 ms', () => {
    expect(slowdownDelayMs(14, { slowAfterFailures: 10, maxDelayMs: 1500 })).toBe(1500);
  });

  it('stays finite however long the run of failures', () => {
    expect(slowdownDelayMs(1_000_000, policy)).toBe(4000);
  });
});

describe('login counter keys', () => {
  it('ignores the case of the account', () => {
    expect(accountKey('Wang')).toBe(accountKey('wang'));
    expect(accountAddressKey('WANG', '10.0.0.1')).toBe(accountAddressKey('wang', '10.0.0.1'));
  });

  it('keeps accounts and IPv6 addresses apart although both may hold colons', () => {
    expect(accountAddressKey('a:fe80', '::1')).not.toBe(accountAddressKey('a', 'fe80::1'));
    expect(accountAddressKey('wang', 'fe80::1')).toBe('login:account-address:fe80::1/wang');
  });

  it('gives the three counters distinct keys', () => {
    expect(new Set([accountKey('x'), accountAddressKey('x', 'x'), addressKey('x')]).size).toBe(3);
  });
});
