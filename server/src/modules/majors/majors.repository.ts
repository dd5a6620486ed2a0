import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MajorIdentity } from './major-name-index.ts';

/** Majors (本科 and 专科 catalogues): platform-wide content. */
export function createMajorsRepository(db: Kysely<Database>) {
  return {
    async listIdentities(): Promise<MajorIdentity[]> {
      const rows = await db
        .selectFrom('majors')
        .select(['id', 'education_level', 'level', 'code', 'former_code', 'name'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        educationLevel: row.education_level,
        level: row.level,
        code: row.code,
        formerCode: row.former_code,
        name: row.name,
      }));
    },

    /**
     * The majors that have a plan in each year (/bdmajoryif/getCurrentYearPlanMajor), from the
     * admissions module's planned majors (the enrollment plans whose major matched the catalogue).
     */
    async refreshCurrentPlanMajors(
      plannedMajors: ReadonlyArray<{ year: number; majorId: number }>,
    ): Promise<{ added: number; removed: number }> {
      const planned = plannedMajors.map((row) => ({ year: row.year, major_id: row.majorId }));
      const current = await db.selectFrom('current_plan_majors').select(['year', 'major_id']).execute();
      const key = (row: { year: number; major_id: number | null }) => `${row.year}|${row.major_id}`;
      const wanted = new Map(planned.map((row) => [key(row), { year: row.year, major_id: row.major_id as number }]));
      const existing = new Set(current.map(key));
      const toAdd = [...wanted].filter(([rowKey]) => !existing.has(rowKey)).map(([, row]) => row);
      const toRemove = current.filter((row) => !wanted.has(key(row)));
      for (let start = 0; start < toAdd.length; start += 500) {
        await db
          .insertInto('current_plan_majors')
          .values(toAdd.slice(start, start + 500))
          .execute();
      }
      for (const row of toRemove) {
        await db
          .deleteFrom('current_plan_majors')
          .where('year', '=', row.year)
          .where('major_id', '=', row.major_id)
          .execute();
      }
      return { added: toAdd.length, removed: toRemove.length };
    },
  };
}
