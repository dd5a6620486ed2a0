import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';

/** The admission outcomes the backtest fits on and grades against. */
const OUTCOME_TABLES = ['university_admissions', 'group_admissions', 'major_admissions'] as const;

/** What the backtest says on a database without outcomes, instead of a missing-table error. */
export const NO_ADMISSION_DATA_MESSAGE =
  '数据库中还没有录取数据，无法回测。请先导入历年录取结果和一分一段表，如 npm run data:import -- ../shared/data（详见 docs/DATA-IMPORT.md）';

/** The outcome tables the database has: none before its first import or server start. */
async function existingOutcomeTables({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const names = sql.join(OUTCOME_TABLES.map((table) => sql.lit(table)));
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables
          where schemaname = current_schema() and tablename in (${names})`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name in (${names})`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Whether any admission outcome has been imported (the tables may not exist yet). */
export async function hasAdmissionOutcomes(database: DatabaseHandle): Promise<boolean> {
  for (const table of await existingOutcomeTables(database)) {
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(database.db);
    if (rows.length > 0) return true;
  }
  return false;
}
