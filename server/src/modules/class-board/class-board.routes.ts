import {
  boardStudentsBodySchema,
  bulkJobBodySchema,
  bulkMakeBodySchema,
  bulkMakeJobSchema,
  bulkShareResultSchema,
  classBoardListBodySchema,
  classBoardSchema,
  collisionViewSchema,
  finalPlansExportQuerySchema,
  remindBodySchema,
  remindResultSchema,
  studentRemindersSchema,
} from '@zhihang/contract/class-board/class-board.schema';
import { planDetailSchema } from '@zhihang/contract/plans/plan.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { originOf } from '../../http/origin.ts';
import { defineFileRoute, defineRoute } from '../../http/route.ts';
import { boardWorkbook } from './board-workbook.ts';
import type { ClassBoardService } from './class-board.service.ts';
import { finalPlansWorkbook } from './final-plans-workbook.ts';

/** The head teacher's /classBoard calls and the student's reminders. */
export function registerClassBoardRoutes(app: FastifyInstance, board: ClassBoardService): void {
  const tag = 'class-board';

  defineRoute(app, {
    tag,
    path: '/classBoard/list',
    summary: '班级看板：本人范围内每名学生的成绩位次、选科、方案数、最终方案状态、整表录取概率、问题、截止时间与红旗',
    perm: 'stu:plan:list',
    body: classBoardListBodySchema,
    data: classBoardSchema,
    handler: ({ auth, body }) => board.board(auth, body),
  });

  defineFileRoute(app, {
    tag,
    path: '/classBoard/exportXlsx',
    summary: '导出班级看板为 Excel（每名学生一行）',
    description: '成功时返回 XLSX 文件本身；失败时返回 { code, msg, data } 信封。',
    perm: 'stu:plan:list',
    query: classBoardListBodySchema.extend({
      entryYear: z.coerce.number().int().min(2000).max(2100).optional(),
    }),
    handler: async ({ auth, query }) => boardWorkbook(await board.board(auth, query)),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/collisions',
    summary:
      '全校撞车：全校最终方案共同填报的院校专业组 / 专业，按志愿位置计数、按位次排列，本人范围外的学生不显示姓名',
    perm: 'stu:plan:list',
    data: collisionViewSchema,
    handler: ({ auth }) => board.collisions(auth),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/bulkMake',
    summary: '批量智能填报：为所选学生各新建一个方案并按同一比例与偏好填报（后台逐个进行）',
    perm: 'stu:plan:save',
    body: bulkMakeBodySchema,
    data: bulkMakeJobSchema,
    handler: ({ auth, body }) => board.bulkMake(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/bulkMakeStatus',
    summary: '批量智能填报的进度：每名学生的结果或失败原因',
    perm: 'stu:plan:save',
    body: bulkJobBodySchema,
    data: bulkMakeJobSchema,
    handler: async ({ auth, body }) => board.jobs.status(auth, body.jobId),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/bulkMakeStop',
    summary: '停止批量智能填报（当前学生完成后停止，未完成的学生不留下方案）',
    perm: 'stu:plan:save',
    body: bulkJobBodySchema,
    data: bulkMakeJobSchema,
    handler: async ({ auth, body }) => board.jobs.stop(auth, body.jobId),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/finalPlans',
    summary: '所选学生的最终方案（批量打印）',
    perm: 'stu:plan:info',
    body: boardStudentsBodySchema,
    data: z.array(planDetailSchema),
    handler: ({ auth, body }) => board.finalPlans(auth, body.studentIds),
  });

  defineFileRoute(app, {
    tag,
    path: '/classBoard/exportFinalPlansXlsx',
    summary:
      '导出所选学生（未选时为看板上的全部学生）的最终方案为一个 Excel：首页汇总，其后每名学生一个工作表，按本省填报顺序',
    description: '成功时返回 XLSX 文件本身；失败时返回 { code, msg, data } 信封。',
    perm: 'stu:plan:info',
    query: finalPlansExportQuerySchema,
    handler: async ({ auth, query }) => finalPlansWorkbook(await board.finalPlanEntries(auth, query)),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/share',
    summary: '批量分享所选学生的最终方案',
    perm: 'stu:plan:share',
    body: boardStudentsBodySchema,
    data: bulkShareResultSchema,
    handler: ({ auth, body, request }) => board.share(auth, body.studentIds, originOf(request)),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/remind',
    summary: '为所选学生设置截止时间并发送提醒（学生手机端可见）',
    perm: 'stu:plan:update',
    body: remindBodySchema,
    data: remindResultSchema,
    handler: ({ auth, body }) => board.remind(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/classBoard/myReminders',
    summary: '学生本人收到的提醒（学生 token）',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    data: studentRemindersSchema,
    handler: ({ auth }) => board.myReminders(auth),
  });
}
