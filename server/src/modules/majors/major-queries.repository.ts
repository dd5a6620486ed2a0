import { sql, type Kysely } from 'kysely';
import type { MajorDetail, MajorRankRow } from '@zhihang/contract/majors/major.schema';
import type { Database } from '../../db/schema.ts';

export type MajorRow = {
  id: number;
  educationLevel: string;
  level: number;
  code: string;
  majorCode: string;
  name: string;
  parentId: number | null;
  grandparentId: number | null;
  degree: string;
  limitYear: string;
  bgRate: string;
};

/** Read queries of the major pages (the importer's queries live in majors.repository.ts). */
export function createMajorQueriesRepository(db: Kysely<Database>) {
  return {
    /** The whole catalogue without descriptions, ordered by code: a few thousand short rows. */
    async listAll(): Promise<MajorRow[]> {
      const rows = await db
        .selectFrom('majors')
        .select([
          'id',
          'education_level',
          'level',
          'code',
          'major_code',
          'name',
          'parent_id',
          'grandparent_id',
          'degree',
          'limit_year',
          'bg_rate',
        ])
        .orderBy('education_level')
        .orderBy('code')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        educationLevel: row.education_level,
        level: row.level,
        code: row.code,
        majorCode: row.major_code,
        name: row.name,
        parentId: row.parent_id,
        grandparentId: row.grandparent_id,
        degree: row.degree,
        limitYear: row.limit_year,
        bgRate: row.bg_rate,
      }));
    },

    async findDetail(id: number): Promise<MajorDetail | undefined> {
      const row = await db
        .selectFrom('majors as m')
        .leftJoin('majors as p', 'p.id', 'm.parent_id')
        .leftJoin('majors as gp', 'gp.id', 'm.grandparent_id')
        .selectAll('m')
        .select(['p.name as parent_name', 'gp.name as grandparent_name'])
        .where('m.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        code: row.major_code || row.code,
        pName: row.parent_name ?? '',
        gpName: row.grandparent_name ?? '',
        pId: row.parent_id,
        gpId: row.grandparent_id,
        dataLevel: row.level,
        educationLevel: row.education_level,
        eduBg: row.education_level,
        degree: row.degree,
        limitYear: row.limit_year,
        isWhat: row.is_what,
        learnWhat: row.learn_what,
        doWhat: row.do_what,
        bgRate: row.bg_rate,
        phRate: row.ph_rate,
        course: row.course,
        direction: row.direction,
        majorIntro: row.major_intro,
        employment: row.employment,
        jobIndustry: row.job_industry,
        jobCity: row.job_city,
        jobPost: row.job_post,
        dataSource: row.demo_figures ? 'demo' : 'imported',
      };
    },

    async rankRows(filter: { universityId?: number; majorId?: number }): Promise<MajorRankRow[]> {
      let query = db.selectFrom('major_rankings as r').leftJoin('universities as u', 'u.id', 'r.university_id');
      if (filter.universityId !== undefined) query = query.where('r.university_id', '=', filter.universityId);
      if (filter.majorId !== undefined) query = query.where('r.major_id', '=', filter.majorId);
      const rows = await query
        .select([
          'r.school_name',
          'r.major_name',
          'r.major_level',
          'r.major_rank',
          'r.major_id',
          'r.university_id',
          'r.ranking_year',
          'r.agency',
          'u.college_name',
          'u.college_code',
        ])
        .orderBy('r.ranking_year', 'desc')
        .orderBy(sql`case when r.major_rank is null then 1 else 0 end`)
        .orderBy('r.major_rank')
        .orderBy('r.id')
        .limit(1000)
        .execute();
      return rows.map((row) => ({
        universityName: row.college_name ?? row.school_name,
        majorName: row.major_name,
        majorLevel: row.major_level,
        majorRank: row.major_rank,
        majorId: row.major_id,
        universityId: row.university_id,
        collegeCode: row.college_code ?? '',
        rankingYear: row.ranking_year,
        agency: row.agency,
      }));
    },

    async latestPlanYear(): Promise<number | undefined> {
      const row = await db
        .selectFrom('current_plan_majors')
        .select((eb) => eb.fn.max('year').as('year'))
        .executeTakeFirst();
      return row?.year === null || row?.year === undefined ? undefined : Number(row.year);
    },

    async currentPlanMajorIds(year: number): Promise<number[]> {
      const rows = await db
        .selectFrom('current_plan_majors')
        .select('major_id')
        .where('year', '=', year)
        .orderBy('major_id')
        .execute();
      return rows.map((row) => row.major_id);
    },
  };
}
