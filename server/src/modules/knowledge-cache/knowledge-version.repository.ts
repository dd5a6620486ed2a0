import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const KNOWLEDGE = 'knowledge';

/**
 * A fingerprint of the imported base data, cheap enough to read on every cached request: the
 * version counter every committed import bumps (in-place updates included), plus row counts
 * and highest ids of the tables the cached lists come from, which catch writes made without
 * the importer (the demo data, a hand-made fix).
 */
export function createKnowledgeVersionRepository(db: Kysely<Database>) {
  return {
    async fingerprint(): Promise<string> {
      const { rows } = await sql<Record<string, number | string | null>>`
        select
          (select version from data_versions where name = ${KNOWLEDGE}) as version,
          (select count(*) from import_files) as files,
          (select max(id) from import_files) as last_file,
          (select count(*) from universities) as universities,
          (select max(id) from universities) as last_university,
          (select count(*) from majors) as majors,
          (select max(id) from majors) as last_major,
          (select count(*) from jobs) as jobs,
          (select max(id) from jobs) as last_job,
          (select count(*) from job_majors) as job_majors,
          (select count(*) from filling_rules) as filling_rules,
          (select count(*) from current_plan_majors) as plan_majors
      `.execute(db);
      const row = rows[0] ?? {};
      return Object.values(row)
        .map((value) => String(value ?? 0))
        .join('.');
    },

    /** The release a named piece of derived data was last built with; undefined before the first. */
    async releaseOf(name: string): Promise<number | undefined> {
      const row = await db.selectFrom('data_versions').select('version').where('name', '=', name).executeTakeFirst();
      return row ? Number(row.version) : undefined;
    },

    async noteRelease(name: string, release: number): Promise<void> {
      const updated = await db
        .updateTable('data_versions')
        .set({ version: release })
        .where('name', '=', name)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await db.insertInto('data_versions').values({ name, version: release }).execute();
      }
    },

    async bump(): Promise<void> {
      await db
        .updateTable('data_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('name', '=', KNOWLEDGE)
        .execute();
    },
  };
}
