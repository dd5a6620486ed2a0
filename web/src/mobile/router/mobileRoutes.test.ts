import { describe, expect, it } from 'vitest';
import {
  detailHref,
  evaluationReportHref,
  evaluationTakeHref,
  isInMessagingApp,
  myPlanHref,
  routeOf,
} from './mobileRoutes.ts';

describe('student page routes', () => {
  it('finds the lists, kept alive, and falls back to the university list', () => {
    expect(routeOf('/mp-student/major/', '')).toEqual({ name: 'major' });
    expect(routeOf('/mp-student/job', '')).toEqual({ name: 'job' });
    expect(routeOf('/mp-student/whatever', '')).toEqual({ name: 'university' });
    expect(routeOf('/mp-student/bind', '?code=x')).toEqual({ name: 'bind' });
  });
  it('reads the detail id and the messaging-app flag', () => {
    expect(routeOf('/mp-student/universityDetail', '?universityId=12&iswx=true')).toEqual({
      name: 'universityDetail',
      id: 12,
      iswx: true,
    });
    expect(routeOf('/mp-student/majorDetail', '?majorId=x')).toEqual({ name: 'majorDetail', id: null, iswx: false });
    expect(routeOf('/mp-student/jobDetail', '?jobId=0')).toEqual({ name: 'jobDetail', id: null, iswx: false });
    expect(isInMessagingApp('?iswx=1')).toBe(true);
    expect(isInMessagingApp('?iswx=false')).toBe(false);
  });
  it('builds detail addresses', () => {
    expect(detailHref('jobDetail', 7, false)).toBe('/mp-student/jobDetail?jobId=7&iswx=false');
  });
});

describe('我的方案 routes', () => {
  it('opens the shared plans list and one plan by id', () => {
    expect(routeOf('/mp-student/myPlans', '')).toEqual({ name: 'myPlans' });
    expect(routeOf('/mp-student/myPlan', '?planId=12&iswx=true')).toEqual({ name: 'myPlan', id: 12, iswx: true });
    expect(routeOf('/mp-student/myPlan', '?planId=x')).toEqual({ name: 'myPlan', id: null, iswx: false });
    expect(myPlanHref(12)).toBe('/mp-student/myPlan?planId=12');
  });
});

describe('测评 routes', () => {
  it('opens the list, an assignment to take and a report by id', () => {
    expect(routeOf('/mp-student/evaluations/', '')).toEqual({ name: 'evaluations' });
    expect(routeOf('/mp-student/evaluationTake', '?assignmentId=5&iswx=false')).toEqual({
      name: 'evaluationTake',
      id: 5,
      iswx: false,
    });
    expect(routeOf('/mp-student/evaluationReport', '?resultId=x')).toEqual({
      name: 'evaluationReport',
      id: null,
      iswx: false,
    });
    expect(evaluationTakeHref(5, true)).toBe('/mp-student/evaluationTake?assignmentId=5&iswx=true');
    expect(evaluationReportHref(9, false)).toBe('/mp-student/evaluationReport?resultId=9&iswx=false');
  });
});
