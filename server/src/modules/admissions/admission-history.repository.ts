import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createStampedReads, tablesStamp } from './stamped-reads.ts';

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

type Admitted = { year: number | null; schools: number };

/** Reads of admission history: the major rows a teacher picks to carry into this year's plan. */
export function createAdmissionHistoryRepository(db: Kysely<Database>) {
  // Every plan opened reads its province's outcome years and the schools it admitted to (the
  // plan-book rule): distinct scans of a province's outcome rows, about 90 ms for 广东 on SQLite.
  // They change only with the outcome tables, so they are kept under a stamp of those tables.
  const kept = createStampedReads(() =>
    tablesStamp(db, ['university_admissions', 'group_admissions', 'major_admissions']),
  );

  /** Years with served outcome rows (school, group or major level) of a province and track, newest first. */
  async function outcomeYears(provinceCode: string, trackCode: number): Promise<number[]> {
    return [...(await kept(`years|${provinceCode}|${trackCode}`, () => readOutcomeYears(provinceCode, trackCode)))];
  }

  async function readOutcomeYears(provinceCode: string, trackCode: number): Promise<number[]> {
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

  /**
   * The most schools one track admitted to in a year, over the three levels: the track's own when
   * it is named, else the fullest track's.
   */
  async function mostSchoolsIn(provinceCode: string, year: number, trackCode?: number): Promise<number> {
    let most = 0;
    for (const table of ['university_admissions', 'group_admissions', 'major_admissions'] as const) {
      let query = db
        .selectFrom(table)
        .select(sql<number | string>`count(distinct coalesce(cast(university_id as text), school_name))`.as('schools'))
        .where('province_code', '=', provinceCode)
        .where('year', '=', year)
        .where('check_excluded', '=', 0)
        .groupBy('track_code');
      if (trackCode !== undefined) query = query.where('track_code', '=', trackCode);
      for (const row of await query.execute()) most = Math.max(most, Number(row.schools));
    }
    return most;
  }

  /** The most schools any level names in the track's latest outcome year (the size a plan book is measured against). */
  async function readSchoolsAdmitted(provinceCode: string, trackCode: number): Promise<Admitted> {
    const [latest] = await outcomeYears(provinceCode, trackCode);
    if (latest === undefined) return { year: null, schools: 0 };
    return { year: latest, schools: await mostSchoolsIn(provinceCode, latest, trackCode) };
  }

  /**
   * The most schools one track of the province admitted to in the province's latest outcome year:
   * a plan book is measured against it, so that stray rows of a track (北京's few 物理类 lines
   * beside its 综合 ones) do not make one university's own plan look like the province's book.
   */
  async function readProvinceSchoolsAdmitted(provinceCode: string): Promise<Admitted> {
    let latest: number | undefined;
    for (const table of ['university_admissions', 'group_admissions', 'major_admissions'] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('year').as('year'))
        .where('province_code', '=', provinceCode)
        .where('check_excluded', '=', 0)
        .executeTakeFirst();
      const year = row?.year === null || row?.year === undefined ? undefined : Number(row.year);
      if (year !== undefined && (latest === undefined || year > latest)) latest = year;
    }
    if (latest === undefined) return { year: null, schools: 0 };
    return { year: latest, schools: await mostSchoolsIn(provinceCode, latest) };
  }

  return {
    /** Years with served outcome rows (school, group or major level) of a province and track, newest first. */
    outcomeYears,

    /** The most schools one track of the province admitted to in its latest outcome year, and that year. */
    async provinceSchoolsAdmitted(provinceCode: string): Promise<Admitted> {
      return kept(`province-admitted|${provinceCode}`, () => readProvinceSchoolsAdmitted(provinceCode));
    },

    /**
     * How many schools the province admitted to for a track in its latest outcome year (the most
     * any level names), and that year: the size a plan book of the province is measured against.
     */
    async schoolsAdmitted(provinceCode: string, trackCode: number): Promise<Admitted> {
      return kept(`admitted|${provinceCode}|${trackCode}`, () => readSchoolsAdmitted(provinceCode, trackCode));
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
