import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A stored instrument version without its definition. */
export type InstrumentVersion = {
  id: number;
  key: string;
  version: number;
  resultCode: string;
  title: string;
  itemCount: number;
  contentHash: string;
};

/** Instrument versions are platform-wide data: the same for every organisation. */
export function createEvaluationInstrumentsRepository(db: Kysely<Database>) {
  const versions = () =>
    db
      .selectFrom('evaluation_instruments')
      .select(['id', 'instrument_key', 'version', 'result_code', 'title', 'item_count', 'content_hash']);

  const toVersion = (row: {
    id: number;
    instrument_key: string;
    version: number;
    result_code: string;
    title: string;
    item_count: number;
    content_hash: string;
  }): InstrumentVersion => ({
    id: row.id,
    key: row.instrument_key,
    version: Number(row.version),
    resultCode: row.result_code,
    title: row.title,
    itemCount: Number(row.item_count),
    contentHash: row.content_hash,
  });

  return {
    /** Every stored version, newest first within each instrument. */
    async allVersions(): Promise<InstrumentVersion[]> {
      const rows = await versions().orderBy('instrument_key').orderBy('version', 'desc').execute();
      return rows.map(toVersion);
    },

    /** The newest version of an instrument. */
    async current(key: string): Promise<InstrumentVersion | undefined> {
      const row = await versions()
        .where('instrument_key', '=', key)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toVersion(row) : undefined;
    },

    async definition(id: number): Promise<InstrumentDefinition | undefined> {
      const row = await db
        .selectFrom('evaluation_instruments')
        .select('definition')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.definition) as InstrumentDefinition) : undefined;
    },
  };
}
