import { LOGIN_ACTION } from '@zhihang/contract/operations/sys-log.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createSysLogRepository, type SysLogRow } from './sys-log.repository.ts';

/** A row as the request hook knows it: the caller's id, or for a login the account it named. */
export type PendingLogRow = Omit<SysLogRow, 'orgId' | 'account'> & { orgId: number | null; account: string };

/** Who users are, from the module that owns the accounts (auth): log rows carry ids or account names. */
export type LogPeople = {
  userEntries(ids: readonly number[]): Promise<Map<number, { account: string; orgId: number }>>;
  usersByAccount(accounts: readonly string[]): Promise<Map<string, { id: number; orgId: number }>>;
};

type Dependencies = {
  db: Kysely<Database>;
  people: LogPeople;
  /** Rows wait at most this long before they are written together. */
  flushDelayMs?: number;
  /** A batch this large is written at once. */
  batchSize?: number;
  onError?: (error: unknown) => void;
};

/**
 * Collects log rows and writes them in batches after the responses went out, so a write request
 * does not wait for its own log row; `flush()` writes what is pending (before a list, on close).
 */
export function createSysLogWriter({
  db,
  people,
  flushDelayMs = 200,
  batchSize = 200,
  onError = () => {},
}: Dependencies) {
  const logs = createSysLogRepository(db);
  let pending: PendingLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Fills in who wrote: the account of a user id, the user and organisation of a login's account. */
  const resolved = async (rows: PendingLogRow[]): Promise<SysLogRow[]> => {
    const userIds = [
      ...new Set(rows.filter((row) => row.userId !== null && !row.account).map((row) => row.userId as number)),
    ];
    const loginAccounts = [
      ...new Set(rows.filter((row) => row.action === LOGIN_ACTION && row.userId === null).map((row) => row.account)),
    ];
    const [accounts, logins] = await Promise.all([
      userIds.length ? people.userEntries(userIds) : new Map<number, { account: string; orgId: number }>(),
      people.usersByAccount(loginAccounts),
    ]);
    return rows.map((row) => {
      if (row.action === LOGIN_ACTION && row.userId === null) {
        const user = logins.get(row.account);
        return { ...row, userId: user?.id ?? null, orgId: user?.orgId ?? row.orgId ?? 0 };
      }
      const owner = row.userId === null ? undefined : accounts.get(row.userId);
      return { ...row, account: row.account || owner?.account || '', orgId: row.orgId ?? owner?.orgId ?? 0 };
    });
  };

  const writeBatch = async (rows: PendingLogRow[]) => {
    try {
      await logs.insertMany(await resolved(rows));
    } catch (error) {
      onError(error);
    }
  };

  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length) {
      const rows = pending;
      pending = [];
      writing = writing.then(() => writeBatch(rows));
    }
    return writing;
  };

  return {
    add(row: PendingLogRow): void {
      pending.push(row);
      if (pending.length >= batchSize) {
        void flush();
        return;
      }
      if (!timer) {
        timer = setTimeout(() => void flush(), flushDelayMs);
        timer.unref();
      }
    },
    flush,
  };
}

export type SysLogWriter = ReturnType<typeof createSysLogWriter>;
