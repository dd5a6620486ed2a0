import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A major-admission row of an earlier year, as a teacher picks it to carry into this year's plan. */
export type OldYearRow = {
  id: number;
  provinceCode: string;
  year: number;
  trackCode: number;
  collegeCode: string;
  collegeName: string;
  majorName: string;
  allMask: number;
  anyMask: number;
};

/** Reads of admission history: the major rows a teacher picks to carry into this year's plan. */
export function createAdmissionHistoryRepository(db: Kysely<Database>) {
  /** Years with served outcome rows (school, group or major level) of a province and track, newest first. */
  async function outcomeYears(provinceCode: string, trackCode: number): Promise<number[]> {
    const years = new Set<number>();
    for (const table of ['university_admissions', 'group_admissions', 'major_admissions'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('year')
        .distinct()
        .where('province_code', '=', provinceCode)
        .where('track_code', '=', trackCode)
        .where('check_excluded', '=', 0)
        .execute();
      for (const row of rows) years.add(Number(row.year));
    }
    return [...years].sort((left, right) => right - left);
  }

  return {
    /** Years with served outcome rows (school, group or major level) of a province and track, newest first. */
    outcomeYears,

    /**
     * How many schools the province admitted to for a track in its latest outcome year (the most
     * any level names), and that year: the size a plan book of the province is measured against.
     */
    async schoolsAdmitted(provinceCode: string, trackCode: number): Promise<{ year: number | null; schools: number }> {
      const [latest] = await outcomeYears(provinceCode, trackCode);
      if (latest === undefined) return { year: null, schools: 0 };
      let most = 0;
      for (const table of ['university_admissions', 'group_admissions', 'major_admissions'] as const) {
        const row = await db
          .selectFrom(table)
          .select(
            sql<number | string>`count(distinct coalesce(cast(university_id as text), school_name))`.as('schools'),
          )
          .where('province_code', '=', provinceCode)
          .where('track_code', '=', trackCode)
          .where('year', '=', latest)
          .where('check_excluded', '=', 0)
          .executeTakeFirst();
        most = Math.max(most, Number(row?.schools ?? 0));
      }
      return { year: latest, schools: most };
    },

    /** Major-admission rows by id (at most a few hundred: one IN list), in no particular order. */
    async majorRowsByIds(ids: readonly number[]): Promise<OldYearRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('major_admissions')
        .select([
          'id',
          'province_code',
          'year',
          'track_code',
          'school_code',
          'school_name',
          'major_name',
          'subject_all_mask',
          'subject_any_mask',
        ])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        provinceCode: row.province_code,
        year: row.year,
        trackCode: row.track_code,
        collegeCode: row.school_code,
        collegeName: row.school_name,
        majorName: row.major_name,
        allMask: row.subject_all_mask,
        anyMask: row.subject_any_mask,
      }));
    },
  };
}
