import { describe, expect, it } from 'vitest';
import { MOBILE_PAGE_MODULES } from '../../../build/mobileRoutePreload.ts';
import { MOBILE_PATHS, routeOf } from './mobileRoutes.ts';

/** The page module `MobileApp` opens for each route name. */
const PAGE_OF_ROUTE: Record<string, string> = {
  university: 'src/mobile/pages/UniversityListPage.tsx',
  major: 'src/mobile/pages/MajorListPage.tsx',
  job: 'src/mobile/pages/JobListPage.tsx',
  universityDetail: 'src/mobile/pages/UniversityDetailPage.tsx',
  majorDetail: 'src/mobile/pages/MajorDetailPage.tsx',
  jobDetail: 'src/mobile/pages/JobDetailPage.tsx',
  bind: 'src/mobile/pages/StudentBindPage.tsx',
  myPlans: 'src/mobile/pages/MyPlansPage.tsx',
  myPlan: 'src/mobile/pages/MyPlanPage.tsx',
  evaluations: 'src/mobile/pages/evaluations/MyEvaluationsPage.tsx',
  evaluationTake: 'src/mobile/pages/evaluations/EvaluationTakePage.tsx',
  evaluationReport: 'src/mobile/pages/evaluations/EvaluationReportPage.tsx',
};

describe('the files fetched beside the student entry', () => {
  it('are those of the page the router opens for each path', () => {
    for (const [path, module] of Object.entries(MOBILE_PAGE_MODULES)) {
      expect(PAGE_OF_ROUTE[routeOf(path, '').name], path).toBe(module);
    }
  });
  it('cover every student path', () => {
    for (const path of Object.values(MOBILE_PATHS)) expect(MOBILE_PAGE_MODULES[path], path).toBeDefined();
  });
});
