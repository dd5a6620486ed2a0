import {
  planChartSchema,
  planDeleteBodySchema,
  planDetailSchema,
  planDiffBodySchema,
  planDiffSchema,
  planIdBodySchema,
  planIdsBodySchema,
  planImportOldBodySchema,
  planImportResultSchema,
  planIntelligentBodySchema,
  planIntelligentResultSchema,
  planIdQuerySchema,
  planNameBodySchema,
  planPathParamsSchema,
  planSavedSchema,
  planShareBodySchema,
  planShareMessageSchema,
  planSummarySchema,
  planUpdateBodySchema,
  planWithOldYearSchema,
  planWithSelectedBodySchema,
  selectedNumSchema,
  studentPlanIdsBodySchema,
} from '@zhihang/contract/plans/plan.schema';
import { unitCompareBodySchema, unitCompareSchema } from '@zhihang/contract/plans/unit-compare.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PER_REQUEST_GZIP_LEVEL, SerialisedEnvelope } from '../../http/envelope.ts';
import { originOf } from '../../http/origin.ts';
import { defineFileRoute, defineRoute } from '../../http/route.ts';
import { exportPlanWorkbook } from './plan-workbook.ts';
import type { PlanSharingService } from './plan-sharing.service.ts';
import type { PlansService } from './plans.service.ts';

/** Creating, renaming, deleting and saving plans. */
function registerPlanEditingRoutes(app: FastifyInstance, plans: PlansService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/editOrCreatePlanWithName',
    summary: '新建方案（不带 id：按学生的省份、选科、批次，取该省最新招生计划年份与填报模式）或重命名方案（带 id）',
    perm: 'stu:plan:save',
    body: planNameBodySchema,
    data: planSummarySchema,
    handler: ({ auth, body }) => plans.editOrCreate(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/delete',
    summary: '删除方案（请求体为方案 id 数组；全部删除或都不删除）',
    perm: 'stu:plan:delete',
    body: planDeleteBodySchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await plans.delete(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/update',
    summary:
      '保存方案的全部志愿（按顺序；整单校验填报规则与选科，违反即拒绝且不写入；带 version 时，方案已被他人保存为更新的版本则拒绝（409）且不写入；返回方案与提醒）',
    perm: 'stu:plan:update',
    body: planUpdateBodySchema,
    data: planSavedSchema,
    handler: ({ auth, body }) => plans.update(auth, body),
  });
}

/** The share link: its message, sharing, unlocking, publishing again and revoking. */
function registerPlanSharingRoutes(app: FastifyInstance, sharing: PlanSharingService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanShareMsg',
    summary: '方案的分享信息（链接、访问码、有效期）',
    perm: 'stu:plan:share',
    body: planIdBodySchema,
    data: planShareMessageSchema,
    handler: ({ auth, body, request }) => sharing.message(auth, body.id, originOf(request)),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/sharePlan',
    summary: '分享方案：冻结当前版本并锁定方案，返回公开报告链接与访问码（默认 30 天有效）',
    perm: 'stu:plan:share',
    body: planShareBodySchema,
    data: planShareMessageSchema,
    handler: ({ auth, body, request }) => sharing.share(auth, body.id, originOf(request), body.expireDays),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/unlockPlan',
    summary: '解锁方案以便修改（分享链接仍显示分享时的版本）',
    perm: 'stu:plan:share',
    body: planIdBodySchema,
    data: planSummarySchema,
    handler: ({ auth, body }) => sharing.unlock(auth, body.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/reSavePlan',
    summary: '重新发布：把当前版本发布到原分享链接并再次锁定',
    perm: 'stu:plan:share',
    body: planIdBodySchema,
    data: planShareMessageSchema,
    handler: ({ auth, body, request }) => sharing.reSave(auth, body.id, originOf(request)),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/revokeShare',
    summary: '撤销分享：链接立即失效，方案可编辑',
    perm: 'stu:plan:share',
    body: planIdBodySchema,
    data: planSummarySchema,
    handler: ({ auth, body }) => sharing.revoke(auth, body.id),
  });
}

/** Two plans side by side, and search rows side by side (志愿对比). */
function registerPlanComparingRoutes(app: FastifyInstance, plans: PlansService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/diffPlan',
    summary: '方案对比：每行状态 1 位置相同、2 位置不同、3 对方没有',
    perm: 'stu:plan:info',
    body: planDiffBodySchema,
    data: planDiffSchema,
    // Two 96-slot plans make a 60 KB answer, built to the contract by the service (the API tests
    // parse it with the schema): sent as serialised bytes, without checking it field by field,
    // and gzipped at the level of answers made on every request.
    handler: async ({ auth, body }) =>
      SerialisedEnvelope.of(await plans.diff(auth, body.planId, body.otherPlanId), PER_REQUEST_GZIP_LEVEL),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/compareUnits',
    summary:
      '志愿对比（院校专业查询）：2–5 个招生计划 id 并排，按学生看近三年录取线与来源、计划数、组内专业、学费、选科与冲稳保；同组的专业合为一列',
    perm: 'stu:plan:info',
    body: unitCompareBodySchema,
    data: unitCompareSchema,
    handler: ({ auth, body }) => plans.compareUnits(auth, body),
  });
}

/** Filling a plan (last year's majors, 智能填报) and the plan as a workbook. */
function registerPlanMakingRoutes(app: FastifyInstance, plans: PlansService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/importPlanOldMajorByIds',
    summary: '导入往年专业：按院校、专业名称与选科对应到今年的招生计划并加入方案，返回未对应的行',
    perm: 'stu:plan:update',
    body: planImportOldBodySchema,
    data: planImportResultSchema,
    handler: ({ auth, body }) => plans.importOldMajors(auth, body),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/intelligentMakeStuPlan',
    summary:
      '智能填报：按录取引擎的概率以冲稳保比例填满方案，在“被录取的概率 ≥ 目标（默认 99%，整表模拟）”下使录取志愿的期望价值最大；遵守志愿数、专业数、选科与地区、层次、专业类、学费、中外合作偏好；每个志愿附依据',
    perm: 'stu:plan:update',
    body: planIntelligentBodySchema,
    data: planIntelligentResultSchema,
    handler: ({ auth, body }) => plans.intelligentMake(auth, body),
  });

  defineFileRoute(app, {
    tag,
    path: '/stuPlan/exportPlanXlsx',
    summary:
      '导出方案为 Excel（按本省填报顺序每个志愿一行：志愿、院校代码、专业组代码、各专业代码、服从调剂，其后为名称）',
    description:
      '成功时返回 XLSX 文件本身（Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet，' +
      "Content-Disposition 带 filename*=UTF-8'' 中文文件名）；失败时返回 { code, msg, data } 信封。",
    perm: 'stu:plan:info',
    query: planIdQuerySchema,
    handler: ({ auth, query }) => exportPlanWorkbook(plans, auth, query.id),
  });
}

/** A student's plans with their counts and charts. */
function registerStudentPlanListRoutes(app: FastifyInstance, plans: PlansService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/getListByArchiveUserId/:id',
    summary: '学生的方案列表（id 为学生档案 id）',
    perm: 'stu:plan:list',
    params: planPathParamsSchema,
    data: z.array(planSummarySchema),
    handler: ({ auth, params }) => plans.list(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getSelectedNumByArchiveId/:id',
    summary: '学生已选招生计划数与各方案的志愿数（id 为学生档案 id）',
    perm: 'stu:plan:list',
    params: planPathParamsSchema,
    data: selectedNumSchema,
    handler: ({ auth, params }) => plans.selectedNum(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanNumByUserId/:id',
    summary: '学生的方案数（id 为学生档案 id）',
    perm: 'stu:plan:list',
    params: planPathParamsSchema,
    data: z.number().int(),
    handler: ({ auth, params }) => plans.count(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanListWithChart/:id',
    summary: '学生的方案及冲稳保数量与位次阶梯图数据（id 为学生档案 id）',
    perm: 'stu:plan:list',
    params: planPathParamsSchema,
    data: z.array(planChartSchema),
    handler: ({ auth, params }) => plans.withChart(auth, params.id),
  });
}

/** Plans with their slots and selected majors. */
function registerPlanDetailRoutes(app: FastifyInstance, plans: PlansService): void {
  const tag = 'plans';

  defineRoute(app, {
    tag,
    path: '/stuPlan/info/:id',
    summary:
      '方案详情（id 为方案 id）：每个志愿的院校、专业组、专业、选科、计划数、学费、近三年录取与冲稳保，及规则检查结果',
    perm: 'stu:plan:info',
    params: planPathParamsSchema,
    data: planDetailSchema,
    handler: ({ auth, params }) => plans.info(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanListWithOldYearMajorNum/:id',
    summary: '学生的方案及其中有去年录取数据的专业数（id 为学生档案 id）',
    perm: 'stu:plan:list',
    params: planPathParamsSchema,
    data: z.array(planWithOldYearSchema),
    handler: ({ auth, params }) => plans.withOldYearMajorNum(auth, params.id),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanWithSelectedMajor',
    summary: '学生的一个方案及所选专业；updateOpened 为 1 时设为该学生当前打开的方案',
    perm: 'stu:plan:info',
    body: planWithSelectedBodySchema,
    data: planDetailSchema,
    handler: ({ auth, body }) => plans.withSelected(auth, body.stuId, body.planId, body.updateOpened),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getMultiplePlanWithSelectedMajor',
    summary: '多个方案及所选专业（planIds）',
    perm: 'stu:plan:info',
    body: planIdsBodySchema,
    data: z.array(planDetailSchema),
    handler: ({ auth, body }) => plans.several(auth, body.planIds),
  });

  defineRoute(app, {
    tag,
    path: '/stuPlan/getPlanWithSelectedMajorByIds',
    summary: '某学生的多个方案及所选专业（stuId、planIds；都须是该学生的方案）',
    perm: 'stu:plan:info',
    body: studentPlanIdsBodySchema,
    data: z.array(planDetailSchema),
    handler: ({ auth, body }) => plans.several(auth, body.planIds, body.stuId),
  });
}

/** The teacher's /stuPlan calls of spec §7; path ids are student ids except /info/{id} (a plan id). */
export function registerPlansRoutes(app: FastifyInstance, plans: PlansService, sharing: PlanSharingService): void {
  registerPlanEditingRoutes(app, plans);
  registerPlanSharingRoutes(app, sharing);
  registerPlanComparingRoutes(app, plans);
  registerPlanMakingRoutes(app, plans);
  registerStudentPlanListRoutes(app, plans);
  registerPlanDetailRoutes(app, plans);
}
