import { sql, type Kysely } from 'kysely';
import type { ConfigEntry } from '@zhihang/contract/system/config.schema';
import type { Database } from '../../db/schema.ts';

const toEntry = (row: { id: number; param_key: string; param_value: string; remark: string }): ConfigEntry => ({
  id: row.id,
  paramKey: row.param_key,
  paramValue: row.param_value,
  remark: row.remark,
});

/**
 * `LIKE` pattern for a case-insensitive substring with `%` and `_` taken literally: SQLite's LIKE
 * ignores case and PostgreSQL's does not, so both sides are lower-cased.
 */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createConfigRepository(db: Kysely<Database>) {
  const selectEntries = (orgId: number) => db.selectFrom('sys_config').where('org_id', '=', orgId);

  return {
    /** Rows of a new organisation's parameters. */
    async insertMany(
      orgId: number,
      entries: ReadonlyArray<{ paramKey: string; paramValue: string; remark: string }>,
    ): Promise<void> {
      await db
        .insertInto('sys_config')
        .values(
          entries.map((entry) => ({
            org_id: orgId,
            param_key: entry.paramKey,
            param_value: entry.paramValue,
            remark: entry.remark,
          })),
        )
        .execute();
    },

    async list(
      orgId: number,
      filter: { paramKey?: string; offset: number; limit: number },
    ): Promise<{ total: number; rows: ConfigEntry[] }> {
      let query = selectEntries(orgId);
      if (filter.paramKey) {
        query = query.where(sql<boolean>`lower(param_key) like ${containsPattern(filter.paramKey)} escape '\\'`);
      }
      const totalRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await query
        .select(['id', 'param_key', 'param_value', 'remark'])
        .orderBy('id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { total: Number(totalRow?.total ?? 0), rows: rows.map(toEntry) };
    },

    async findById(orgId: number, id: number): Promise<ConfigEntry | undefined> {
      const row = await selectEntries(orgId)
        .select(['id', 'param_key', 'param_value', 'remark'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toEntry(row) : undefined;
    },

    async findValue(orgId: number, paramKey: string): Promise<string | undefined> {
      const row = await selectEntries(orgId).select('param_value').where('param_key', '=', paramKey).executeTakeFirst();
      return row?.param_value;
    },

    /** The values of the given keys that the org has set, as paramKey → paramValue. */
    async findValues(orgId: number, paramKeys: readonly string[]): Promise<Record<string, string>> {
      const rows = await selectEntries(orgId)
        .select(['param_key', 'param_value'])
        .where('param_key', 'in', [...paramKeys])
        .execute();
      return Object.fromEntries(rows.map((row) => [row.param_key, row.param_value]));
    },

    async findIdByKey(orgId: number, paramKey: string): Promise<number | undefined> {
      const row = await selectEntries(orgId).select('id').where('param_key', '=', paramKey).executeTakeFirst();
      return row?.id;
    },

    async insert(orgId: number, entry: Omit<ConfigEntry, 'id'>): Promise<number> {
      const row = await db
        .insertInto('sys_config')
        .values({
          org_id: orgId,
          param_key: entry.paramKey,
          param_value: entry.paramValue,
          remark: entry.remark,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(orgId: number, entry: ConfigEntry): Promise<number> {
      const result = await db
        .updateTable('sys_config')
        .set({ param_key: entry.paramKey, param_value: entry.paramValue, remark: entry.remark })
        .where('org_id', '=', orgId)
        .where('id', '=', entry.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async countOwned(orgId: number, ids: number[]): Promise<number> {
      const row = await selectEntries(orgId)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async deleteMany(orgId: number, ids: number[]): Promise<void> {
      await db.deleteFrom('sys_config').where('org_id', '=', orgId).where('id', 'in', ids).execute();
    },
  };
}
