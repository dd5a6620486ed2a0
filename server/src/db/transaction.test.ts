import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from './transaction.ts';

type Notes = { notes: { id: Generated<number>; text: string } };

async function openNotes(): Promise<Kysely<Notes>> {
  const db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  return db;
}

const add = (db: Kysely<Notes>, text: string) => db.insertInto('notes').values({ text }).execute();
const texts = async (db: Kysely<Notes>) =>
  (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

describe('withTransaction', () => {
  let db: Kysely<Notes>;
  beforeEach(async () => {
    db = await openNotes();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('commits the work and answers its result', async () => {
    const result = await withTransaction(db, async (trx) => {
      await add(trx, 'a');
      await add(trx, 'b');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await texts(db)).toEqual(['a', 'b']);
  });

  it('writes nothing when the work fails', async () => {
    await expect(
      withTransaction(db, async (trx) => {
        await add(trx, 'a');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await texts(db)).toEqual([]);
  });

  it('joins the caller’s transaction, so a failure after the inner step undoes it too', async () => {
    await expect(
      withTransaction(db, async (outer) => {
        await add(outer, 'outer');
        const inner = await withTransaction<Notes, string>(outer, async (trx) => {
          expect(trx).toBe(outer);
          await add(trx, 'inner');
          return 'inner done';
        });
        expect(inner).toBe('inner done');
        expect(await texts(outer)).toEqual(['outer', 'inner']);
        throw new Error('refused after the inner step');
      }),
    ).rejects.toThrow('refused after the inner step');
    expect(await texts(db)).toEqual([]);
  });
});
