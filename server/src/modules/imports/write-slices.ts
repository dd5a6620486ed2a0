import type { ControlledTransaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { openUndoJournal, undoImportRun, type UndoJournal } from './import-undo-journal.ts';

/**
 * How long one slice of an import may hold SQLite's write lock, and how long it then lets go.
 * Another connection waiting for the lock polls every 1–100 ms (its busy handler), so a pause of
 * 60 ms lets it in well within its 5 s busy timeout, and it never waits longer than one slice.
 */
export const SLICE_MS = 150;
export const SLICE_PAUSE_MS = 60;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The transaction a file is written in. On PostgreSQL (and a private copy of an SQLite database)
 * it is one transaction, committed or rolled back at the end. On a shared SQLite database it is a
 * chain of short ones, each committed by `breathe()` once it has held the lock for a slice, with
 * the undo journal recording every write so that `rollBack()` still leaves nothing behind.
 */
export type WriteSession = {
  /** The current transaction; it changes after a `breathe()` that returned true. */
  readonly db: ControlledTransaction<Database>;
  /** Between rows: ends the slice when it has run long enough. True when a new transaction began. */
  breathe: () => Promise<boolean>;
  commit: () => Promise<void>;
  rollBack: () => Promise<void>;
};

export async function beginWrites(
  database: DatabaseHandle,
  options: { sliced: boolean; runId: string },
): Promise<WriteSession> {
  if (!options.sliced || database.dialect !== 'sqlite') {
    const transaction = await database.db.startTransaction().execute();
    return {
      db: transaction,
      breathe: async () => false,
      commit: () => transaction.commit().execute(),
      rollBack: () =>
        transaction
          .rollback()
          .execute()
          .catch(() => undefined),
    };
  }
  const journal: UndoJournal = await openUndoJournal(database.db, options.runId);
  let transaction = await database.db.startTransaction().execute();
  let sliceStarted = Date.now();
  let ended = false;
  return {
    get db() {
      return transaction;
    },
    breathe: async () => {
      if (Date.now() - sliceStarted < SLICE_MS) return false;
      await transaction.commit().execute();
      await pause(SLICE_PAUSE_MS);
      transaction = await database.db.startTransaction().execute();
      sliceStarted = Date.now();
      return true;
    },
    commit: async () => {
      // The journal lines go in the same commit as the last rows: never one without the other.
      await journal.forget(transaction);
      await transaction.commit().execute();
      ended = true;
      await journal.close();
    },
    rollBack: async () => {
      if (ended) return;
      ended = true;
      await transaction
        .rollback()
        .execute()
        .catch(() => undefined);
      await journal.close();
      await undoImportRun(database.db, options.runId);
    },
  };
}
