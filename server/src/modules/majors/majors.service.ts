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
import { createMajorQueriesRepository, type MajorRow } from './major-queries.repository.ts';
import { buildMajorMap, buildMajorTree, flattenMajorList } from './major-tree.ts';

export const EDUCATION_LEVEL = { bachelor: '1', juniorCollege: '2' } as const;
/** The list's rows: 1 门类 and 2 专业类 headings, 3 majors. */
const MAJOR_LEVEL_MAJOR = 3;

export function createMajorsService({
  db,
  cache,
  admissions,
}: {
  db: Kysely<Database>;
  cache: KnowledgeCache;
  admissions: AdmissionsService;
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

    rank: (body: MajorRankBody): Promise<MajorRankRow[]> => queries.rankRows(body),

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
