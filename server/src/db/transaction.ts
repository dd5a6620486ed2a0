import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** An open transaction; repositories created from it write inside it. */
export type DatabaseTransaction = Transaction<Database>;

/**
 * The one way a service asks for a transaction: runs `work` in a new transaction on the
 * database, or in the caller's when `executor` already is one (Kysely cannot nest them), so a
 * service's transactional step also works inside another module's transaction. Inside, the
 * service creates its repositories from the transaction and asks other modules for their part
 * through `within(trx)`: `accounts.within(trx).createAccount(…)`.
 */
export function withTransaction<DB, T>(executor: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<DB>);
  return executor.transaction().execute(work);
}
