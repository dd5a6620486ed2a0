import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  MajorDetail,
  MajorListBody,
  MajorListPage,
  MajorOverviewItem,
  MajorRankBody,
  MajorRankRow,
  MajorTree,
  MajorTreeNode,
} from '@zhihang/contract/majors/major.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate, paginateList } from '../../http/paging.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import { createMajorQueriesRepository, type CategorisedMajor, type MajorRow } from './major-queries.repository.ts';
import { buildMajorMap, buildMajorTree, flattenMajorList } from './major-tree.ts';

export const EDUCATION_LEVEL = { bachelor: '1', juniorCollege: '2' } as const;
/** The list's rows: 1 门类 and 2 专业类 headings, 3 majors. */
const MAJOR_LEVEL_MAJOR = 3;

type College = { collegeName: string; collegeCode: string };

/** Names and codes of universities by id, from the module that owns them (universities). */
export type CollegeNames = { collegesOf(ids: readonly number[]): Promise<Map<number, College>> };

export function createMajorsService({
  db,
  cache,
  admissions,
  colleges,
}: {
  db: Kysely<Database>;
  cache: KnowledgeCache;
  admissions: AdmissionsService;
  colleges: CollegeNames;
}) {
  const queries = createMajorQueriesRepository(db);

  const catalogue = () =>
    cache.get('majors:catalogue', async () => {
      const rows = await queries.listAll();
      const tree: MajorTree = {
        highMajor: buildMajorTree(rows, EDUCATION_LEVEL.bachelor),
        midMajor: [],
        lowMajor: buildMajorTree(rows, EDUCATION_LEVEL.juniorCollege),
        majorMap: buildMajorMap(rows),
      };
      return { rows, tree };
    });

  /** 门类 of one education level, each with its 专业类 (without the majors). */
  const level1List = async (educationLevel: string): Promise<MajorTreeNode[]> => {
    const { tree } = await catalogue();
    const roots = educationLevel === EDUCATION_LEVEL.bachelor ? tree.highMajor : tree.lowMajor;
    return roots.map((category) => ({
      ...category,
      children: category.children.map((group) => ({ ...group, children: [] })),
    }));
  };

  return {
    majorTree: async (): Promise<MajorTree> => (await catalogue()).tree,
    catalogueRows: async (): Promise<MajorRow[]> => (await catalogue()).rows,

    /** The catalogue majors of `ids` with their 门类, ordered by 门类 then code. */
    withCategories: (ids: readonly number[]): Promise<CategorisedMajor[]> => queries.withCategories(ids),

    /** Whether the catalogue holds a major (or 门类, 专业类) of this id. */
    majorExists: (id: number): Promise<boolean> => queries.exists(id),

    async detail(id: number): Promise<MajorDetail[]> {
      const detail = await queries.findDetail(id);
      if (!detail) throw new AppError(ERROR.recordNotFound);
      return [detail];
    },

    async list(body: MajorListBody): Promise<MajorListPage> {
      const { rows, tree } = await catalogue();
      const roots = body.level === 2 ? tree.lowMajor : tree.highMajor;
      const items = flattenMajorList(roots, rows, { name: body.name || undefined, classCode: body.class || undefined });
      return {
        ...paginateList(items, body),
        majorCount: items.filter((item) => item.majorLevel === MAJOR_LEVEL_MAJOR).length,
      };
    },

    level1High: () => level1List(EDUCATION_LEVEL.bachelor),
    level1Low: () => level1List(EDUCATION_LEVEL.juniorCollege),

    /** Ranking rows named by their linked university (its name and code, from the universities module). */
    async rank(body: MajorRankBody): Promise<MajorRankRow[]> {
      const rows = await queries.rankRows(body);
      const linked = rows.flatMap((row) => (row.university_id === null ? [] : [row.university_id]));
      const named = linked.length ? await colleges.collegesOf(linked) : new Map<number, College>();
      return rows.map((row) => {
        const college = row.university_id === null ? undefined : named.get(row.university_id);
        return {
          universityName: college?.collegeName ?? row.school_name,
          majorName: row.major_name,
          majorLevel: row.major_level,
          majorRank: row.major_rank,
          majorId: row.major_id,
          universityId: row.university_id,
          collegeCode: college?.collegeCode ?? '',
          rankingYear: row.ranking_year,
          agency: row.agency,
        };
      });
    },

    /**
     * Majors with a plan in the year asked for; a 填报年度 whose plans are not out yet (or no year)
     * answers the latest plan year's majors instead of none.
     */
    async currentYearPlanMajors(year: number | undefined): Promise<number[]> {
      const inYear = year === undefined ? [] : await queries.currentPlanMajorIds(year);
      if (inYear.length) return inYear;
      const latest = await queries.latestPlanYear();
      return latest === undefined || latest === year ? [] : queries.currentPlanMajorIds(latest);
    },

    async overview(body: { majorId: number; page: number; limit: number }): Promise<Page<MajorOverviewItem>> {
      if (!(await queries.findDetail(body.majorId))) throw new AppError(ERROR.recordNotFound);
      return paginate(body, ({ offset, limit }) => admissions.offeringUniversities(body.majorId, offset, limit));
    },
  };
}

export type MajorsService = ReturnType<typeof createMajorsService>;
