import { runSql, type SqlRunner } from './sql-runner.ts';

/** Provenance a file gives for a row; all empty means none. */
export type RowSource = { source_id: string; source_url: string; source_quality: string };

/**
 * Ids of data_sources rows, loaded once per file and extended as new sources appear. Per file
 * (not per run) because a rolled-back file takes the sources it added with it.
 */
export class DataSourceRegistry {
  private ids: Map<string, number> | undefined;
  /** Rows of a file mostly share their source: answer a repeat without building the key. */
  private last: { source: RowSource; id: number } | undefined;

  constructor(private readonly runner: SqlRunner) {}

  private static keyOf(source: RowSource): string {
    return `${source.source_id}\u0001${source.source_url}\u0001${source.source_quality}`;
  }

  async idOf(source: RowSource | undefined): Promise<number | null> {
    if (!source || (!source.source_id && !source.source_url && !source.source_quality)) return null;
    const last = this.last;
    if (
      last &&
      last.source.source_id === source.source_id &&
      last.source.source_url === source.source_url &&
      last.source.source_quality === source.source_quality
    ) {
      return last.id;
    }
    if (!this.ids) {
      const rows = await runSql<{ id: number } & RowSource>(
        this.runner,
        'SELECT id, source_id, source_url, source_quality FROM data_sources',
      );
      this.ids = new Map(rows.map((row) => [DataSourceRegistry.keyOf(row), Number(row.id)]));
    }
    const key = DataSourceRegistry.keyOf(source);
    const known = this.ids.get(key);
    if (known !== undefined) {
      this.last = { source, id: known };
      return known;
    }
    const placeholders = this.runner.dialect === 'postgres' ? '$1, $2, $3' : '?, ?, ?';
    const [inserted] = await runSql<{ id: number }>(
      this.runner,
      `INSERT INTO data_sources (source_id, source_url, source_quality) VALUES (${placeholders}) RETURNING id`,
      [source.source_id, source.source_url, source.source_quality],
    );
    const id = Number(inserted?.id);
    this.ids.set(key, id);
    this.last = { source, id };
    return id;
  }
}
