import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  degreePointsSchema,
  doubleFirstBodySchema,
  doubleFirstSchema,
  enrollmentChildDetailBodySchema,
  enrollmentChildDetailSchema,
  enrollmentSchoolListBodySchema,
  enrollmentSchoolRowSchema,
  searchCacheBodySchema,
  searchCacheSchema,
} from '@zhihang/contract/enrollment/enrollment-details.schema';
import type { FastifyInstance } from 'fastify';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { EnrollmentDetailsService } from './enrollment-details.service.ts';

export function registerEnrollmentDetailsRoutes(app: FastifyInstance, details: EnrollmentDetailsService): void {
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentSchool/getEnrollmentSchoolList',
    summary: '招生计划院校（专业组）列表（分页；筛选同 getEnrollmentMajorList）',
    body: enrollmentSchoolListBodySchema,
    data: pageSchema(enrollmentSchoolRowSchema),
    handler: ({ body }) => details.schoolList(body),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getEnrollmentMajorChildDetail',
    summary: '招生计划行详情及同专业组的其他专业',
    body: enrollmentChildDetailBodySchema,
    data: enrollmentChildDetailSchema,
    handler: ({ body }) => details.childDetail(body.id),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getEnrollmentMajorMasterAndDoctorPoint/:id',
    summary: '院校博士点与硕士点数（id 为院校 id）',
    params: idParamsSchema,
    data: degreePointsSchema,
    handler: ({ params }) => details.degreePoints(params.id),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getDoubleFirstAdd',
    summary: '院校的双一流建设学科、学科评估结果与一流专业',
    body: doubleFirstBodySchema,
    data: doubleFirstSchema,
    handler: ({ body }) => details.doubleFirst(body.universityId),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getSearchCache',
    summary: '某省招生计划检索条件（年份、科类、批次）',
    body: searchCacheBodySchema,
    data: searchCacheSchema,
    handler: ({ body }) => details.searchOptions(body.provinceCode),
  });
}
