import { runSql, updateRow, type SqlRunner } from './sql-runner.ts';

export type EntityRow = Record<string, unknown> & { id: number };
export type EntityOutcome = 'inserted' | 'updated' | 'unchanged';

function sameValue(left: unknown, right: unknown): boolean {
  if (left === null || left === undefined) return right === null || right === undefined;
  if (right === null || right === undefined) return false;
  if (typeof left === 'number' || typeof right === 'number') return Number(left) === Number(right);
  return String(left) === String(right);
}

/**
 * Writes platform entities (universities, majors, jobs) that several kinds of file enrich. Each
 * kind passes only the columns it owns, so importing a profile never overwrites what the MOE list
 * set and the other way round; "unchanged" means those columns already hold these values.
 * Columns in `fillEmpty` are written only while the stored value is empty (a second source of the
 * same fact that must not flip-flop with the first).
 */
export class EntityWriter {
  private rows = new Map<string, EntityRow>();
  writing = true;

  constructor(
    private readonly runner: SqlRunner,
    private readonly table: string,
    private readonly keyColumns: readonly string[],
  ) {}

  static keyOf(values: readonly unknown[]): string {
    return values.map((value) => String(value ?? '')).join('|');
  }

  async load(): Promise<void> {
    const rows = await runSql<EntityRow>(this.runner, `SELECT * FROM ${this.table}`);
    this.rows = new Map(
      rows.map((row) => [
        EntityWriter.keyOf(this.keyColumns.map((column) => row[column])),
        { ...row, id: Number(row.id) },
      ]),
    );
  }

  find(key: string): EntityRow | undefined {
    return this.rows.get(key);
  }

  all(): IterableIterator<EntityRow> {
    return this.rows.values();
  }

  /**
   * Updates the owned columns of the row with this key, or inserts it with `onInsert` columns too.
   * Returns the outcome and the row id (0 for a row that would be inserted while not writing).
   */
  async upsert(
    keyValues: Record<string, unknown>,
    owned: Record<string, unknown>,
    options: { onInsert?: Record<string, unknown>; fillEmpty?: readonly string[] } = {},
  ): Promise<{ outcome: EntityOutcome; id: number }> {
    const key = EntityWriter.keyOf(this.keyColumns.map((column) => keyValues[column]));
    const current = this.rows.get(key);
    if (current) {
      const changed = Object.entries(owned).filter(([column, value]) => {
        if (options.fillEmpty?.includes(column) && !isEmpty(current[column])) return false;
        return !sameValue(current[column], value);
      });
      if (changed.length === 0) return { outcome: 'unchanged', id: current.id };
      if (this.writing) {
        await updateRow(
          this.runner,
          this.table,
          changed.map(([column]) => column),
          current.id,
          changed.map(([, value]) => value),
        );
      }
      for (const [column, value] of changed) current[column] = value;
      return { outcome: 'updated', id: current.id };
    }
    const values = { ...options.onInsert, ...owned, ...keyValues };
    let id = 0;
    if (this.writing) {
      const columns = Object.keys(values);
      const placeholders = columns.map((_, index) => (this.runner.dialect === 'postgres' ? `$${index + 1}` : '?'));
      const [inserted] = await runSql<{ id: number }>(
        this.runner,
        `INSERT INTO ${this.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
        Object.values(values),
      );
      id = Number(inserted?.id);
    }
    this.rows.set(key, { ...values, id });
    return { outcome: 'inserted', id };
  }
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
