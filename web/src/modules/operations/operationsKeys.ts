import type { JobRunParams, LogListParams, OrgListParams } from './operations.api.ts';

/** Query keys of the administration pages. */
export const operationsKeys = {
  all: ['operations'] as const,
  logs: (params: LogListParams) => [...operationsKeys.all, 'logs', params] as const,
  jobs: () => [...operationsKeys.all, 'jobs'] as const,
  jobRuns: (params: JobRunParams) => [...operationsKeys.all, 'jobRuns', params] as const,
  orgs: () => [...operationsKeys.all, 'orgs'] as const,
  orgList: (params: OrgListParams) => [...operationsKeys.orgs(), params] as const,
  menus: () => [...operationsKeys.all, 'menus'] as const,
};
