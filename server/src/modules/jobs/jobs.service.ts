import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Job, JobListBody, JobSummary, JobTreeNode } from '@zhihang/contract/jobs/job.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paging.ts';
import type { KnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import { createJobQueriesRepository } from './job-queries.repository.ts';

/** The tree shows the spec's three levels: 大类, 中类 and 小类 (细类 are listed, not nested). */
const TREE_DEPTH = 3;

function buildJobTree(jobs: JobSummary[]): JobTreeNode[] {
  const nodes = new Map<number, JobTreeNode>();
  const roots: JobTreeNode[] = [];
  for (const job of jobs) {
    if (job.level > TREE_DEPTH) continue;
    const node: JobTreeNode = { id: job.id, name: job.name, code: job.code, level: job.level, children: [] };
    nodes.set(job.id, node);
    const parent = job.parentId === null ? undefined : nodes.get(job.parentId);
    if (parent) parent.children.push(node);
    else if (job.level === 1) roots.push(node);
  }
  return roots;
}

/** Whether the catalogue holds a major, from the module that owns it (majors). */
export type MajorCatalogue = { majorExists(id: number): Promise<boolean> };

export function createJobsService({
  db,
  cache,
  majors,
}: {
  db: Kysely<Database>;
  cache: KnowledgeCache;
  majors: MajorCatalogue;
}) {
  const queries = createJobQueriesRepository(db);
  const all = () =>
    cache.get('jobs:all', async () => {
      const jobs = await queries.listAll();
      return {
        tree: buildJobTree(jobs),
        map: Object.fromEntries(jobs.map((job) => [String(job.id), job])) as Record<string, JobSummary>,
      };
    });

  return {
    jobTree: async () => (await all()).tree,
    jobMap: async () => (await all()).map,

    async list(body: JobListBody): Promise<Page<JobSummary>> {
      const filter = {
        name: body.name || undefined,
        parentId: body.parentId,
        grandparentId: body.grandparentId,
        level: body.level,
        ancestorId: body.ancestorId,
        leafOnly: body.leafOnly,
      };
      return paginate(body, ({ offset, limit }) => queries.list(filter, offset, limit));
    },

    async info(id: number): Promise<{ bdJob: Job }> {
      const job = await queries.findById(id);
      if (!job) throw new AppError(ERROR.recordNotFound);
      return { bdJob: job };
    },

    async withMajor(majorId: number): Promise<JobSummary[]> {
      if (!(await majors.majorExists(majorId))) throw new AppError(ERROR.recordNotFound);
      return queries.listForMajor(majorId);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
