import { idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  enrollmentByCollegeMajorBodySchema,
  enrollmentMajorListBodySchema,
  enrollmentPlanRowSchema,
  enrollmentSearchRowSchema,
  rankAnswerSchema,
  rankQueryBodySchema,
} from '@zhihang/contract/enrollment/enrollment.schema';
import { majorRankRowSchema } from '@zhihang/contract/majors/major.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { MajorsService } from '../majors/majors.service.ts';
import type { EnrollmentService } from './enrollment.service.ts';

export function registerEnrollmentRoutes(
  app: FastifyInstance,
  enrollment: EnrollmentService,
  majors: MajorsService,
): void {
  const base = { tag: 'knowledge', audience: 'everyone' as const, perm: ANY_SIGNED_IN_USER };

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getRank',
    summary: '分数 → 位次（一分一段表公布的累计人数；标明合并分段与低于公布下限）',
    body: rankQueryBodySchema,
    data: rankAnswerSchema,
    handler: ({ body }) => enrollment.rank(body),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getEnrollmentMajorList',
    summary:
      '招生计划专业列表（分页；省份、年份、科类、批次、分数/位次区间、选科、院校与专业、学费上限、中外合作、计划数筛选；每行附近三年录取数据）',
    body: enrollmentMajorListBodySchema,
    data: pageSchema(enrollmentSearchRowSchema),
    handler: ({ body }) => enrollment.majorList(body),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getEnrollmentMajorByCollegeCodeAndMajorId',
    summary: '某院校某专业的招生计划（provinceCode、year 可选）',
    body: enrollmentByCollegeMajorBodySchema,
    data: z.array(enrollmentPlanRowSchema),
    handler: ({ body }) => enrollment.byCollegeAndMajor(body),
  });

  defineRoute(app, {
    ...base,
    path: '/enEnrollmentMajor/getMajorRank/:id',
    summary: '某专业的院校排名（id 为专业 id）',
    params: idParamsSchema,
    data: z.array(majorRankRowSchema),
    handler: ({ params }) => majors.rank({ majorId: params.id }),
  });
}
