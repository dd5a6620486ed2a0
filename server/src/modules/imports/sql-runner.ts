import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Bulk statements for the importer, sent as pre-built SQL text: building a Kysely query tree for
 * every 500-row INSERT cost more than the insert itself. Identifiers come from the import kinds'
 * own column lists, never from file content; values are always parameters.
 */
export type SqlRunner = {
  db: Kysely<Database>;
  dialect: DialectName;
};

/** SQLite allows 32,766 parameters per statement, PostgreSQL 65,535; stay well under both. */
export function rowsPerStatement(dialect: DialectName, columnCount: number): number {
  const limit = dialect === 'postgres' ? 60_000 : 30_000;
  return Math.max(1, Math.min(dialect === 'postgres' ? 1000 : 500, Math.floor(limit / columnCount)));
}

export function placeholderList(dialect: DialectName, count: number, offset: number): string {
  const parts: string[] = [];
  for (let index = 1; index <= count; index += 1) parts.push(dialect === 'postgres' ? `$${offset + index}` : '?');
  return parts.join(', ');
}

export async function runSql<Row = Record<string, unknown>>(
  runner: SqlRunner,
  text: string,
  parameters: readonly unknown[] = [],
): Promise<Row[]> {
  const result = await runner.db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]));
  return result.rows;
}

const insertTexts = new Map<string, string>();

/** The INSERT text for `rowCount` rows, built once per shape (building it took as long as running it). */
function insertText(
  dialect: SqlRunner['dialect'],
  table: string,
  columns: readonly string[],
  rowCount: number,
): string {
  const key = `${dialect}|${table}|${columns.join(',')}|${rowCount}`;
  let text = insertTexts.get(key);
  if (!text) {
    const tuples: string[] = [];
    for (let row = 0; row < rowCount; row += 1)
      tuples.push(`(${placeholderList(dialect, columns.length, row * columns.length)})`);
    text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`;
    if (insertTexts.size >= 64) insertTexts.clear(); // texts are up to ~150 KB; keep the recent shapes
    insertTexts.set(key, text);
  }
  return text;
}

/**
 * INSERT of many rows in statements of the largest allowed size. Columns that are null in every
 * row of a statement are left out (they default to null): SQLite's statement preparation costs
 * per placeholder, and most admission rows leave half their figures empty.
 */
export async function insertRows(
  runner: SqlRunner,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  const perStatement = rowsPerStatement(runner.dialect, columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const end = Math.min(rows.length, start + perStatement);
    const used: number[] = [];
    for (let column = 0; column < columns.length; column += 1) {
      for (let index = start; index < end; index += 1) {
        if ((rows[index] as readonly unknown[])[column] !== null) {
          used.push(column);
          break;
        }
      }
    }
    const parameters: unknown[] = new Array((end - start) * used.length);
    let position = 0;
    for (let index = start; index < end; index += 1) {
      const row = rows[index] as readonly unknown[];
      for (const column of used) parameters[position++] = row[column];
    }
    const usedColumns = used.length === columns.length ? columns : used.map((column) => columns[column] as string);
    await runSql(runner, insertText(runner.dialect, table, usedColumns, end - start), parameters);
  }
}

/** UPDATE one row by id; one prepared text per column set. */
export async function updateRow(
  runner: SqlRunner,
  table: string,
  columns: readonly string[],
  id: number,
  values: readonly unknown[],
): Promise<void> {
  const assignments = columns.map((column, index) =>
    runner.dialect === 'postgres' ? `${column} = $${index + 1}` : `${column} = ?`,
  );
  const idPlaceholder = runner.dialect === 'postgres' ? `$${columns.length + 1}` : '?';
  await runSql(runner, `UPDATE ${table} SET ${assignments.join(', ')} WHERE id = ${idPlaceholder}`, [...values, id]);
}

export async function deleteRowsById(runner: SqlRunner, table: string, ids: readonly number[]): Promise<void> {
  const perStatement = 500;
  for (let start = 0; start < ids.length; start += perStatement) {
    const slice = ids.slice(start, start + perStatement);
    await runSql(
      runner,
      `DELETE FROM ${table} WHERE id IN (${placeholderList(runner.dialect, slice.length, 0)})`,
      slice,
    );
  }
}
