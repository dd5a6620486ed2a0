import { STUDENT_BIND_PATH } from '@zhihang/contract/qrcodes/qr-apps';
import { detailIdOf } from '../../modules/knowledge/rules/detailId.ts';

export const MOBILE_PATHS = {
  university: '/mp-student/university',
  major: '/mp-student/major',
  job: '/mp-student/job',
  universityDetail: '/mp-student/universityDetail',
  majorDetail: '/mp-student/majorDetail',
  jobDetail: '/mp-student/jobDetail',
  myPlans: '/mp-student/myPlans',
  myPlan: '/mp-student/myPlan',
  evaluations: '/mp-student/evaluations',
  evaluationTake: '/mp-student/evaluationTake',
  evaluationReport: '/mp-student/evaluationReport',
} as const;

/** The three lists, kept alive while the student opens details. */
export type MobileListName = 'university' | 'major' | 'job';
export const MOBILE_LISTS: readonly MobileListName[] = ['university', 'major', 'job'];

export type MobileRoute =
  | { name: MobileListName }
  | { name: 'bind' }
  | { name: 'myPlans' }
  | { name: 'myPlan'; id: number | null; iswx: boolean }
  | { name: 'evaluations' }
  | { name: 'evaluationTake' | 'evaluationReport'; id: number | null; iswx: boolean }
  | { name: 'universityDetail' | 'majorDetail' | 'jobDetail'; id: number | null; iswx: boolean };

const DETAIL_ID_PARAM = { universityDetail: 'universityId', majorDetail: 'majorId', jobDetail: 'jobId' } as const;

/** `iswx=true` (or 1): the page is inside the messaging app, whose own bar has a back button. */
export function isInMessagingApp(search: string): boolean {
  const value = new URLSearchParams(search).get('iswx');
  return value === 'true' || value === '1';
}

/** The page for a path and query; unknown student paths show the university list. */
export function routeOf(pathname: string, search: string): MobileRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === STUDENT_BIND_PATH) return { name: 'bind' };
  if (path === MOBILE_PATHS.myPlans) return { name: 'myPlans' };
  if (path === MOBILE_PATHS.evaluations) return { name: 'evaluations' };
  for (const [name, param] of [
    ['evaluationTake', 'assignmentId'],
    ['evaluationReport', 'resultId'],
  ] as const) {
    if (path === MOBILE_PATHS[name]) {
      return { name, id: detailIdOf(new URLSearchParams(search).get(param)), iswx: isInMessagingApp(search) };
    }
  }
  if (path === MOBILE_PATHS.myPlan) {
    return {
      name: 'myPlan',
      id: detailIdOf(new URLSearchParams(search).get('planId')),
      iswx: isInMessagingApp(search),
    };
  }
  for (const name of ['universityDetail', 'majorDetail', 'jobDetail'] as const) {
    if (path === MOBILE_PATHS[name]) {
      const id = detailIdOf(new URLSearchParams(search).get(DETAIL_ID_PARAM[name]));
      return { name, id, iswx: isInMessagingApp(search) };
    }
  }
  if (path === MOBILE_PATHS.major) return { name: 'major' };
  if (path === MOBILE_PATHS.job) return { name: 'job' };
  return { name: 'university' };
}

/** The address of a detail page, carrying the messaging-app flag of the list it is opened from. */
export function detailHref(name: 'universityDetail' | 'majorDetail' | 'jobDetail', id: number, iswx: boolean): string {
  return `${MOBILE_PATHS[name]}?${DETAIL_ID_PARAM[name]}=${id}&iswx=${iswx}`;
}

/** A shared plan of the student (我的方案). */
export function myPlanHref(planId: number): string {
  return `${MOBILE_PATHS.myPlan}?planId=${planId}`;
}

/** Taking (or reading, once finished) the student's assignment. */
export function evaluationTakeHref(assignmentId: number, iswx: boolean): string {
  return `${MOBILE_PATHS.evaluationTake}?assignmentId=${assignmentId}&iswx=${iswx}`;
}

/** The student's own report of a submitted evaluation. */
export function evaluationReportHref(resultId: number, iswx: boolean): string {
  return `${MOBILE_PATHS.evaluationReport}?resultId=${resultId}&iswx=${iswx}`;
}
