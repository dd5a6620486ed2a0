import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { accountAddressKey, accountKey, addressKey, slowdownDelayMs } from './login-policy.ts';
import { createRateLimitsRepository } from './rate-limits.repository.ts';

/** A login attempt booked as a failure until the caller reports that the password was right. */
export type LoginAttempt = { succeeded: () => Promise<void> };

type Dependencies = {
  db: Kysely<Database>;
  limits: AppConfig['loginLimits'];
  /** Pauses a slowed attempt; tests pass one that only records. */
  sleep: (ms: number) => Promise<void>;
};

/**
 * The login limits, kept in the database so that every app instance sees the same counts: all
 * attempts per address; failures per account and address (refused past the limit); failures per
 * account from anywhere (slowed, never refused, so nobody can lock a known account out).
 */
export function createLoginThrottle({ db, limits, sleep }: Dependencies) {
  const rateLimits = createRateLimitsRepository(db);

  return {
    /** Counts a login or sign-up from the address; 429 past the address's limit. */
    async countAddress(address: string, at: number): Promise<void> {
      const hits = await rateLimits.hit(addressKey(address), limits.addressWindowMs, at);
      if (hits > limits.maxPerAddress) throw new AppError(ERROR.loginThrottled, 429);
    },

    /**
     * Books the attempt as a failure before the password is hashed, in one atomic statement per
     * counter, so that requests sent at once cannot all pass a count read before any was written.
     * 429 once this address has used up its failures on the account; a pause once the account
     * fails often from anywhere.
     */
    async reserveAttempt(account: string, address: string, at: number): Promise<LoginAttempt> {
      const pairKey = accountAddressKey(account, address);
      const pairFailures = await rateLimits.hit(pairKey, limits.accountWindowMs, at);
      if (pairFailures > limits.maxFailuresPerAccount) throw new AppError(ERROR.loginThrottled, 429);
      const globalKey = accountKey(account);
      const position = await rateLimits.hit(globalKey, limits.accountWindowMs, at);
      const delay = slowdownDelayMs(position, limits);
      if (delay > 0) await sleep(delay);
      return {
        // The right password clears this address's failures; others' failures keep slowing the account.
        succeeded: async () => {
          await rateLimits.clear(pairKey);
          await rateLimits.release(globalKey, limits.accountWindowMs, at);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
