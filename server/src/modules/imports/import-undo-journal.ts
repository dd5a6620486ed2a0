import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The embedded database's record of what an import wrote. SQLite has one writer at a time, so an
 * import there commits in short slices instead of one long transaction (which made every login
 * and save wait, then fail with "database is locked"). Each row the import inserts, updates or
 * deletes leaves a line here, written by TEMP triggers that only the importer's connection has and
 * committed in the same slice as the row; undoing a run replays its lines newest first. A file
 * that ends well deletes its lines in its last slice, so what is left always belongs to a file
 * that did not finish, whoever ends it (the importer, the server after killing it, a restart).
 */
const JOURNAL_TABLE = 'import_undo_log';
const TRIGGER_PREFIX = 'import_undo_';
/** Journal lines replayed per transaction while undoing. */
const UNDO_LINES_PER_SLICE = 2000;

type UndoLine = { seq: number; table_name: string; row_id: number; statement: string | null };

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function ensureJournalTable(db: Kysely<Database>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE IF NOT EXISTS ${JOURNAL_TABLE} (seq INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL, ` +
        'table_name TEXT NOT NULL, row_id INTEGER NOT NULL, statement TEXT)',
    )
    .execute(db);
}

/** The ordinary tables an import may write (not SQLite's own, the migrator's, virtual tables or the journal). */
async function journaledTables(db: Kysely<Database>): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
      AND name NOT LIKE 'kysely_%' AND name <> ${JOURNAL_TABLE}
  `.execute(db);
  const tables: Array<{ name: string; columns: string[] }> = [];
  for (const { name, sql: definition } of rows) {
    if (/^\s*CREATE\s+VIRTUAL/i.test(definition ?? '')) continue;
    const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db);
    tables.push({ name, columns: columns.rows.map((column) => column.name) });
  }
  return tables;
}

export type UndoJournal = {
  /** Inside the file's last slice, before it commits: the file's writes are now for good. */
  forget: (db: Kysely<Database>) => Promise<void>;
  /** Stops recording (drops the connection's triggers). */
  close: () => Promise<void>;
};

/** Starts recording the connection's writes under `runId` (letters, digits, '-' and '_'). */
export async function openUndoJournal(db: Kysely<Database>, runId: string): Promise<UndoJournal> {
  if (!/^[\w-]{1,64}$/.test(runId)) throw new Error(`invalid import run id ${runId}`);
  await ensureJournalTable(db);
  const tables = await journaledTables(db);
  const triggers: string[] = [];
  const run = quoteText(runId);
  for (const [index, { name, columns }] of tables.entries()) {
    const table = quoteName(name);
    const tableText = quoteText(name);
    const restore = columns.map((column) => `${quoteName(column)} = ' || quote(old.${quoteName(column)}) || '`);
    const values = columns.map((column) => `' || quote(old.${quoteName(column)}) || '`);
    const definitions = {
      i: `AFTER INSERT ON main.${table} BEGIN INSERT INTO main.${JOURNAL_TABLE} (run_id, table_name, row_id) VALUES (${run}, ${tableText}, new.rowid); END`,
      u: `AFTER UPDATE ON main.${table} BEGIN INSERT INTO main.${JOURNAL_TABLE} (run_id, table_name, row_id, statement) VALUES (${run}, ${tableText}, old.rowid, 'UPDATE ${table.replace(/'/g, "''")} SET ${restore.join(', ')} WHERE rowid = ' || old.rowid); END`,
      d: `AFTER DELETE ON main.${table} BEGIN INSERT INTO main.${JOURNAL_TABLE} (run_id, table_name, row_id, statement) VALUES (${run}, ${tableText}, old.rowid, 'INSERT INTO ${table.replace(/'/g, "''")} (rowid, ${columns.map(quoteName).join(', ').replace(/'/g, "''")}) VALUES (' || old.rowid || ', ${values.join(', ')})'); END`,
    };
    for (const [event, body] of Object.entries(definitions)) {
      const trigger = `${TRIGGER_PREFIX}${index}_${event}`;
      await sql.raw(`CREATE TEMP TRIGGER IF NOT EXISTS ${trigger} ${body}`).execute(db);
      triggers.push(trigger);
    }
  }
  return {
    forget: async (transaction) => {
      await sql`DELETE FROM ${sql.table(JOURNAL_TABLE)} WHERE run_id = ${runId}`.execute(transaction);
    },
    close: async () => {
      for (const trigger of triggers) await sql.raw(`DROP TRIGGER IF EXISTS temp.${trigger}`).execute(db);
    },
  };
}

/**
 * Undoes what a run (or, without `runId`, every run) left in the journal, newest first, a slice
 * at a time so other writers go on meanwhile. Call it on a connection that is not recording.
 */
export async function undoImportRun(
  db: Kysely<Database>,
  runId?: string,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 20)),
): Promise<number> {
  const exists = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name = ${JOURNAL_TABLE}
  `.execute(db);
  if (exists.rows.length === 0) return 0;
  let undone = 0;
  for (;;) {
    const replayed = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<UndoLine>`
        SELECT seq, table_name, row_id, statement FROM ${sql.table(JOURNAL_TABLE)}
        WHERE ${runId === undefined ? sql`1 = 1` : sql`run_id = ${runId}`}
        ORDER BY seq DESC LIMIT ${UNDO_LINES_PER_SLICE}
      `.execute(trx);
      let index = 0;
      while (index < rows.length) {
        const line = rows[index] as UndoLine;
        if (line.statement !== null) {
          await sql.raw(line.statement).execute(trx);
          index += 1;
          continue;
        }
        // Consecutive inserts into one table go back in one statement.
        const ids: number[] = [];
        while (index < rows.length && rows[index]?.statement === null && rows[index]?.table_name === line.table_name) {
          ids.push(Number(rows[index]?.row_id));
          index += 1;
        }
        for (let start = 0; start < ids.length; start += 500) {
          const slice = ids.slice(start, start + 500);
          await sql`DELETE FROM ${sql.table(line.table_name)} WHERE rowid IN (${sql.join(slice)})`.execute(trx);
        }
      }
      const oldest = rows.at(-1)?.seq;
      if (oldest !== undefined) {
        await sql`
          DELETE FROM ${sql.table(JOURNAL_TABLE)} WHERE seq >= ${oldest}
            AND ${runId === undefined ? sql`1 = 1` : sql`run_id = ${runId}`}
        `.execute(trx);
      }
      return rows.length;
    });
    undone += replayed;
    if (replayed < UNDO_LINES_PER_SLICE) return undone;
    await pause();
  }
}
