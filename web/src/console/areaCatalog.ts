import type { Messages } from '../base/i18n/zh.ts';

export type AreaKey = Exclude<keyof Messages['areas'], 'generic' | 'queryLabel'>;

export type AreaInfo = {
  key: AreaKey;
  icon: string;
  /** Query parameters the page is opened with (shown on the placeholder page). */
  queryKeys: readonly string[];
};

/**
 * Console areas whose pages are built by later work; each gets the shared area page. The
 * spec's route table is the source of the paths.
 */
export const AREA_CATALOG: Readonly<Record<string, AreaInfo>> = {
  '/edu/studentManage': { key: 'studentManage', icon: 'team', queryKeys: [] },
  '/edu/studentGuidance': { key: 'studentGuidance', icon: 'compass', queryKeys: [] },
  '/edu/knowledge': { key: 'knowledge', icon: 'book', queryKeys: [] },
  '/edu/analyse': { key: 'analyse', icon: 'chart', queryKeys: [] },
  '/edu/studentEvaluation': { key: 'studentEvaluation', icon: 'experiment', queryKeys: [] },
  '/edu/universityDetail': { key: 'universityDetail', icon: 'book', queryKeys: ['universityId'] },
  '/edu/majorDetail': { key: 'majorDetail', icon: 'book', queryKeys: ['majorId'] },
  '/edu/jobDetail': { key: 'jobDetail', icon: 'book', queryKeys: ['jobId'] },
  '/edu/evaluateDetail': { key: 'evaluateDetail', icon: 'experiment', queryKeys: [] },
  '/edu/pdf': { key: 'pdf', icon: 'documentation', queryKeys: [] },
  '/test': { key: 'test', icon: 'tool', queryKeys: [] },
  '/stu/enroll/trace/report': { key: 'enrollReport', icon: 'documentation', queryKeys: [] },
};
