import { sql, type Kysely } from 'kysely';
import type { Job, JobSummary } from '@zhihang/contract/jobs/job.schema';
import type { Database } from '../../db/schema.ts';

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export type JobFilter = {
  name?: string;
  parentId?: number;
  grandparentId?: number;
  level?: number;
  ancestorId?: number;
  leafOnly?: boolean;
};

/** Read queries of the job pages; the parent and grandparent are the row's direct ancestors. */
export function createJobQueriesRepository(db: Kysely<Database>) {
  const withAncestors = () =>
    db
      .selectFrom('jobs as j')
      .leftJoin('jobs as p', 'p.id', 'j.parent_id')
      .leftJoin('jobs as gp', 'gp.id', 'p.parent_id');

  const summaryColumns = [
    'j.id',
    'j.name',
    'j.code',
    'j.level',
    'j.parent_id',
    'p.name as parent_name',
    'gp.id as grandparent_id',
    'gp.name as grandparent_name',
  ] as const;

  const toSummary = (row: {
    id: number;
    name: string;
    code: string;
    level: number;
    parent_id: number | null;
    parent_name: string | null;
    grandparent_id: number | null;
    grandparent_name: string | null;
  }): JobSummary => ({
    id: row.id,
    name: row.name,
    code: row.code,
    level: row.level,
    parentId: row.parent_id,
    grandparentId: row.grandparent_id,
    parentName: row.parent_name ?? '',
    grandparentName: row.grandparent_name ?? '',
  });

  return {
    async listAll(): Promise<JobSummary[]> {
      const rows = await withAncestors().select(summaryColumns).orderBy('j.level').orderBy('j.code').execute();
      return rows.map(toSummary);
    },

    async list(filter: JobFilter, offset: number, limit: number): Promise<{ total: number; rows: JobSummary[] }> {
      let query = withAncestors();
      if (filter.name)
        query = query.where(sql<boolean>`lower(j.name) like ${containsPattern(filter.name)} escape '\\'`);
      if (filter.parentId !== undefined) query = query.where('j.parent_id', '=', filter.parentId);
      if (filter.grandparentId !== undefined) query = query.where('gp.id', '=', filter.grandparentId);
      if (filter.level !== undefined) query = query.where('j.level', '=', filter.level);
      const ancestorId = filter.ancestorId;
      if (ancestorId !== undefined) {
        query = query.where((eb) =>
          eb.or([
            eb('j.parent_id', '=', ancestorId),
            eb('p.parent_id', '=', ancestorId),
            eb('gp.parent_id', '=', ancestorId),
          ]),
        );
      }
      if (filter.leafOnly) {
        query = query.where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('jobs as child').select('child.id').whereRef('child.parent_id', '=', 'j.id'))),
        );
      }
      const totalRow = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      // 专业技术人员 (大类 2), the occupations a 本科 graduate most often enters, first; then the
      // 职业分类大典's own order. The list says so (knowledge.order.jobs).
      const rows = await query
        .select(summaryColumns)
        .orderBy(sql`case when j.code like '2%' then 0 else 1 end`)
        .orderBy('j.code')
        .orderBy('j.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return { total: Number(totalRow?.total ?? 0), rows: rows.map(toSummary) };
    },

    async findById(id: number): Promise<Job | undefined> {
      const row = await withAncestors()
        .select([
          ...summaryColumns,
          'j.job_abstract',
          'j.job_content',
          'j.job_skill',
          'j.knowledge',
          'j.prospects_development',
        ])
        .where('j.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toSummary(row),
        jobAbstract: row.job_abstract,
        jobContent: row.job_content,
        jobSkill: row.job_skill,
        knowledge: row.knowledge,
        prospectsDevelopment: row.prospects_development,
      };
    },

    async listForMajor(majorId: number): Promise<JobSummary[]> {
      const rows = await withAncestors()
        .innerJoin('job_majors as jm', 'jm.job_id', 'j.id')
        .select(summaryColumns)
        .where('jm.major_id', '=', majorId)
        .orderBy('j.code')
        .orderBy('j.id')
        .limit(500)
        .execute();
      return rows.map(toSummary);
    },
  };
}
