import { sql, type Kysely } from 'kysely';
import type { MajorDetail } from '@zhihang/contract/majors/major.schema';
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

/** A catalogue major with the name of its 门类. */
export type CategorisedMajor = { majorId: number; name: string; categoryName: string };

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

    /**
     * The catalogue majors of `ids` with the 门类 each belongs to, ordered by 门类 then code: a row
     * may be a 专业类 (e.g. 经济学类) rather than a major, whose 门类 is its parent.
     */
    async withCategories(ids: readonly number[]): Promise<CategorisedMajor[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('majors as m')
        .leftJoin('majors as p', 'p.id', 'm.parent_id')
        .leftJoin('majors as g', 'g.id', 'm.grandparent_id')
        .select(['m.id', 'm.name', 'm.code', 'm.level', 'p.name as parent_name', 'p.code as parent_code'])
        .select(['g.name as grandparent_name', 'g.code as grandparent_code'])
        .where('m.id', 'in', [...new Set(ids)])
        .execute();
      return rows
        .map((row) => {
          const categoryIsParent = row.level === 2 || row.grandparent_name === null;
          return {
            majorId: row.id,
            name: row.name,
            code: row.code,
            categoryName: (categoryIsParent ? row.parent_name : row.grandparent_name) ?? '',
            categoryCode: (categoryIsParent ? row.parent_code : row.grandparent_code) ?? '',
          };
        })
        .sort((a, b) => a.categoryCode.localeCompare(b.categoryCode) || a.code.localeCompare(b.code))
        .map(({ majorId, name, categoryName }) => ({ majorId, name, categoryName }));
    },

    async exists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('majors').select('id').where('id', '=', id).executeTakeFirst());
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

    /** Up to 1,000 ranking rows, newest year and best rank first, with the university ids they link to. */
    async rankRows(filter: { universityId?: number; majorId?: number }) {
      let query = db.selectFrom('major_rankings as r');
      if (filter.universityId !== undefined) query = query.where('r.university_id', '=', filter.universityId);
      if (filter.majorId !== undefined) query = query.where('r.major_id', '=', filter.majorId);
      return query
        .select([
          'r.school_name',
          'r.major_name',
          'r.major_level',
          'r.major_rank',
          'r.major_id',
          'r.university_id',
          'r.ranking_year',
          'r.agency',
        ])
        .orderBy('r.ranking_year', 'desc')
        .orderBy(sql`case when r.major_rank is null then 1 else 0 end`)
        .orderBy('r.major_rank')
        .orderBy('r.id')
        .limit(1000)
        .execute();
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
