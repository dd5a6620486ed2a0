import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A fingerprint of the imported base data, cheap enough to read on every cached request: row
 * counts and highest ids of the tables the cached lists come from, and of the import log. Any
 * import that adds or removes rows changes it, whichever instance ran the import.
 */
export function createKnowledgeVersionRepository(db: Kysely<Database>) {
  return {
    async fingerprint(): Promise<string> {
      const { rows } = await sql<Record<string, number | string | null>>`
        select
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
  };
}
