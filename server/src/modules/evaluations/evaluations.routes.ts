import {
  analyseBodySchema,
  analysisSchema,
  answerBodySchema,
  answerResultSchema,
  assignBodySchema,
  assignmentDeleteBodySchema,
  assignmentFilterSchema,
  assignmentListBodySchema,
  assignmentRowSchema,
  assignResultSchema,
  attemptSchema,
  evaluationPathParamsSchema,
  instrumentForTakingSchema,
  instrumentPathParamsSchema,
  instrumentSummarySchema,
  myAssignmentSchema,
  remindBodySchema,
  remindResultSchema,
  reportSchema,
  submitResultSchema,
} from '@zhihang/contract/evaluations/evaluations.schemas';
import { pageSchema } from '@zhihang/contract/http/envelope.schema';
import { fileContentSchema } from '@zhihang/contract/students/student.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import { exportAssignments } from './evaluation-export.ts';
import type { EvaluationsService } from './evaluations.service.ts';

/** The /evaluation calls: the console's (teachers) and the phone's (student token). */
export function registerEvaluationsRoutes(
  app: FastifyInstance,
  evaluations: EvaluationsService,
  now: () => number,
): void {
  const tag = 'evaluations';

  defineRoute(app, {
    tag,
    path: '/evaluation/instruments',
    summary: '测评量表列表（当前版本与全部版本）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    data: z.array(instrumentSummarySchema),
    handler: () => evaluations.instruments(),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/instrument/:key',
    summary: '量表当前版本的题目（作答与预览用；不含计分方向、量表归属与常模）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    params: instrumentPathParamsSchema,
    data: instrumentForTakingSchema,
    handler: ({ params }) => evaluations.instrument(params.key),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/assign',
    summary: '布置测评：给指定学生或某年级（可限班级）布置一个或多个量表，可设截止时间；已有未完成的同一量表不重复布置',
    perm: 'stu:evaluation:assign',
    body: assignBodySchema,
    data: assignResultSchema,
    handler: ({ auth, body }) => evaluations.assign(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/assignments/list',
    summary: '学生测评列表（分页；按年级、班级、量表、状态（含逾期）、姓名筛选；教师只看本人学生）',
    perm: 'stu:evaluation:list',
    body: assignmentListBodySchema,
    data: pageSchema(assignmentRowSchema),
    handler: ({ auth, body }) => evaluations.list(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/assignments/delete',
    summary: '撤回未完成的测评（请求体为 id 数组；全部撤回或都不撤回）',
    perm: 'stu:evaluation:assign',
    body: assignmentDeleteBodySchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await evaluations.withdraw(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/remind',
    summary: '提醒未完成的测评（学生端显示提醒）',
    perm: 'stu:evaluation:assign',
    body: remindBodySchema,
    data: remindResultSchema,
    handler: ({ auth, body }) => evaluations.remind(auth, body.assignmentIds),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/export',
    summary: '按列表筛选条件导出学生测评（XLSX，base64）',
    perm: 'stu:evaluation:export',
    body: assignmentFilterSchema,
    data: fileContentSchema,
    handler: ({ auth, body }) => exportAssignments(evaluations, auth, body, now()),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/report/:id',
    summary: '测评报告：教师看本人范围内学生的，学生看自己的（学生端不含作答质量信号）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    params: evaluationPathParamsSchema,
    data: reportSchema,
    handler: ({ auth, params }) => evaluations.report(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/analyse',
    summary: '班级与年级分析：霍兰德代码与性格类型分布、各班平均剖面、预警名单、兴趣与选科匹配比例',
    perm: 'stu:evaluation:analyse',
    body: analyseBodySchema,
    data: analysisSchema,
    handler: ({ auth, body }) => evaluations.analyse(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/my',
    summary: '学生本人的测评（学生 token；未完成的在前）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    data: z.array(myAssignmentSchema),
    handler: ({ auth }) => evaluations.my(auth),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/attempt/start/:id',
    summary: '开始或继续作答（路径为测评布置 id；已开始的返回已答题目与续答位置，已完成的只读）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    params: evaluationPathParamsSchema,
    data: attemptSchema,
    handler: ({ auth, params }) => evaluations.start(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/attempt/answer',
    summary: '保存一题答案与用时（同一题再次提交即覆盖；已提交的测评不能修改）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    body: answerBodySchema,
    data: answerResultSchema,
    handler: ({ auth, body }) => evaluations.answer(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/evaluation/attempt/submit/:id',
    summary: '提交作答（路径为作答 id；全部作答后由服务器计分，只能提交一次）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    methods: ['POST'],
    params: evaluationPathParamsSchema,
    data: submitResultSchema,
    handler: ({ auth, params }) => evaluations.submit(auth, params.id),
  });
}
