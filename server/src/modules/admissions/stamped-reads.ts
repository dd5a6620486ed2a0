import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Reads kept between requests under a stamp of the tables they come from: each use reads the
 * stamp (a few single-row reads) and the kept answer serves while the stamp is unchanged, so an
 * import, or any write that adds rows, is seen at once, on every instance. The least recently
 * used key goes first past the bound; two uses of a key at once share one read.
 */
export function createStampedReads(stampOf: () => Promise<string>, maxEntries = 256) {
  const entries = new Map<string, { stamp: string; value: Promise<unknown> }>();

  return async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const stamp = await stampOf();
    const held = entries.get(key);
    entries.delete(key);
    if (held && held.stamp === stamp) {
      entries.set(key, held);
      return held.value as Promise<T>;
    }
    const value = load();
    entries.set(key, { stamp, value });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed read is not kept: the next use asks again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** Tables whose rows admissions reads are kept under. */
export type StampedTable = 'university_admissions' | 'group_admissions' | 'major_admissions' | 'enrollment_plans';

/**
 * The stamp of some tables: the imported data's version (every import bumps it, in-place changes
 * included) and each table's highest id, which also moves with rows written without the importer.
 */
export async function tablesStamp(db: Kysely<Database>, tables: readonly StampedTable[]): Promise<string> {
  const highest = tables.map(
    (table, index) => sql`(select max(id) from ${sql.table(table)}) as ${sql.ref(`t${index}`)}`,
  );
  const { rows } = await sql<Record<string, number | string | null>>`
    select (select version from data_versions where name = 'knowledge') as version, ${sql.join(highest)}
  `.execute(db);
  return Object.values(rows[0] ?? {})
    .map((value) => String(value ?? 0))
    .join('.');
}
