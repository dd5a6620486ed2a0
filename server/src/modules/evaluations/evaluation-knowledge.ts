import type { KnowledgeLink } from './evaluation-report.ts';
import type { KnowledgeLinks } from './evaluations.service.ts';

type CatalogueRow = { id: number; educationLevel: string; level: number; code: string; name: string };
type JobRow = { id: number; code: string; name: string };

/**
 * Reports link majors by 专业类 code (2026 本科专业目录) and occupations by 职业分类大典 group
 * code, read from the knowledge base's cached lists so a report costs no extra query.
 */
export function evaluationKnowledgeLinks(sources: {
  majorRows: () => Promise<readonly CatalogueRow[]>;
  jobMap: () => Promise<Readonly<Record<string, JobRow>>>;
}): KnowledgeLinks {
  return {
    async majorClasses() {
      const links = new Map<string, KnowledgeLink>();
      for (const row of await sources.majorRows()) {
        if (row.level <= 2 && row.educationLevel === '本科' && !links.has(row.code)) {
          links.set(row.code, { id: row.id, name: row.name });
        }
      }
      return links;
    },
    async occupationGroups() {
      const links = new Map<string, KnowledgeLink>();
      for (const job of Object.values(await sources.jobMap())) {
        if (!links.has(job.code)) links.set(job.code, { id: job.id, name: job.name });
      }
      return links;
    },
  };
}
