import type { JobListBody, JobTreeNode } from '@zhihang/contract/jobs/job.schema';

/** The 筛选职业 choice: a primary class (大类) and, below it, a secondary class (中类). */
export type JobClasses = { primary: number | null; secondary: number | null };

/** The level-2 options of the chosen primary class (none before one is chosen). */
export function secondaryClassesOf(tree: readonly JobTreeNode[], primary: number | null): JobTreeNode[] {
  if (primary === null) return [];
  return tree.find((node) => node.id === primary)?.children ?? [];
}

/** The job list body: occupations only, below the narrowest class chosen, by name. */
export function jobListFilter(name: string, classes: JobClasses): Partial<JobListBody> {
  const body: Partial<JobListBody> = { leafOnly: true };
  const trimmed = name.trim();
  if (trimmed) body.name = trimmed;
  const ancestor = classes.secondary ?? classes.primary;
  if (ancestor !== null) body.ancestorId = ancestor;
  return body;
}

/** The classes above a job, broadest first, as its card and its page show them. */
export function jobClassPath(job: { grandparentName: string; parentName: string }): string {
  return [job.grandparentName, job.parentName].filter(Boolean).join(' / ');
}
