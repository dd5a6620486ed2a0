import { EDUCATION_LEVEL } from '@zhihang/contract/constants';
import { catalogueNames, type CatalogueNames } from './catalogue-names.ts';
import type { KnowledgeLink } from './evaluation-report.ts';
import type { KnowledgeLinks } from './evaluations.service.ts';

type CatalogueRow = { id: number; educationLevel: string; level: number; code: string; name: string };
type JobRow = { id: number; code: string; name: string };

/** Every catalogue code with its name: the knowledge base's row (linked) first, else the catalogue's (not linked). */
function withCatalogue(
  known: Map<string, KnowledgeLink>,
  catalogue: ReadonlyMap<string, string>,
): ReadonlyMap<string, KnowledgeLink> {
  for (const [code, name] of catalogue) if (!known.has(code)) known.set(code, { id: null, name });
  return known;
}

/**
 * Reports link majors by 专业类 code (2026 本科专业目录) and occupations by 职业分类大典 group
 * code, read from the knowledge base's cached lists so a report costs no extra query. A code the
 * base lacks keeps the catalogue's name, without a link: there is no page to open.
 */
export function evaluationKnowledgeLinks(sources: {
  majorRows: () => Promise<readonly CatalogueRow[]>;
  jobMap: () => Promise<Readonly<Record<string, JobRow>>>;
  catalogue?: () => CatalogueNames;
}): KnowledgeLinks {
  const catalogue = sources.catalogue ?? catalogueNames;
  return {
    async majorClasses() {
      const links = new Map<string, KnowledgeLink>();
      for (const row of await sources.majorRows()) {
        // 门类 and 专业类 rows of the 本科 catalogue (education level '1').
        if (row.level <= 2 && row.educationLevel === EDUCATION_LEVEL.bachelor && !links.has(row.code)) {
          links.set(row.code, { id: row.id, name: row.name });
        }
      }
      return withCatalogue(links, catalogue().majorClasses);
    },
    async occupationGroups() {
      const links = new Map<string, KnowledgeLink>();
      for (const job of Object.values(await sources.jobMap())) {
        if (!links.has(job.code)) links.set(job.code, { id: job.id, name: job.name });
      }
      return withCatalogue(links, catalogue().occupationGroups);
    },
  };
}
