/** How failed logins of one account, counted across every address, slow its next attempts. */
export type SlowdownPolicy = {
  /** Failures in the window that pass without any pause. */
  slowAfterFailures: number;
  maxDelayMs: number;
};

/** The first pause once an account is past its threshold; each further failure doubles it. */
export const FIRST_DELAY_MS = 250;

/**
 * The pause before checking an account's `position`-th attempt of the window (attempts booked as
 * failures until the password proves right): none up to the threshold, then 250 ms doubling per
 * attempt, never more than the cap — slow enough to spoil guessing, short enough that the owner,
 * from an address of their own, still gets in.
 */
export function slowdownDelayMs(position: number, policy: SlowdownPolicy): number {
  const excess = position - policy.slowAfterFailures;
  if (excess <= 0) return 0;
  // The exponent is bounded so that the doubling cannot overflow to Infinity.
  return Math.min(policy.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(excess - 1, 30));
}

/** The booking key of one account's failures from one address (addresses never contain "/"). */
export function accountAddressKey(account: string, address: string): string {
  return `login:account-address:${address}/${normalizedAccount(account)}`;
}

/** The booking key of one account's failures from every address. */
export function accountKey(account: string): string {
  return `login:account:${normalizedAccount(account)}`;
}

/** The key of every login and sign-up from one address. */
export function addressKey(address: string): string {
  return `login:address:${address}`;
}

/** Counters ignore case, so that varying it ("Wang", "WANG") earns no extra tries. */
function normalizedAccount(account: string): string {
  return account.toLowerCase();
}
