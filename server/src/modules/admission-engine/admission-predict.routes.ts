import {
  admissionPlanParamsSchema,
  admissionPredictBodySchema,
  admissionPredictionSchema,
  planSimulationSchema,
} from '@zhihang/contract/admission/admission-predict.schema';
import { backtestFiguresSchema } from '@zhihang/contract/admission/backtest-figures.schema';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context.ts';
import { PER_REQUEST_GZIP_LEVEL, SerialisedEnvelope } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { AdmissionPredictService } from './admission-predict.service.ts';
import { publishedBacktestFigures } from './published-backtest.ts';

/** The engine's teacher calls: probabilities for this year's units, and a saved plan's whole-list risk. */
export function registerAdmissionPredictRoutes(
  app: FastifyInstance,
  predictions: AdmissionPredictService,
  /** A saved plan as the caller may see it, else 记录不存在 (the plans service's `info`). */
  loadPlan: (auth: AuthContext, planId: number) => Promise<PlanDetail>,
): void {
  const tag = 'admission';

  defineRoute(app, {
    tag,
    path: '/admission/predict',
    summary:
      '按学生的省份、年份、科类与位次（或分数），一次预测 1–200 个本年招生计划（id 为招生计划行）的录取位次、80% 区间、录取概率、冲稳保、可信度与依据；无历史或该省无校准时为“数据不足”',
    perm: 'stu:plan:info',
    body: admissionPredictBodySchema,
    data: admissionPredictionSchema,
    // Up to 200 units with their reasons (about 160 KB): the service builds the answer to the
    // contract, so it is sent as built instead of validated item by item again (the API test
    // holds it to the schema, unknown keys included).
    handler: async ({ body }) => SerialisedEnvelope.of(await predictions.predict(body), PER_REQUEST_GZIP_LEVEL),
  });

  defineRoute(app, {
    tag,
    path: '/admission/simulatePlan/:planId',
    summary:
      '整表模拟：按平行志愿一轮投档对已保存方案抽样 10000 次（固定种子），给出被录取的概率、各志愿录取分布、退档概率、调剂最差专业与位次浪费',
    perm: 'stu:plan:info',
    params: admissionPlanParamsSchema,
    data: planSimulationSchema,
    handler: async ({ auth, params }) => predictions.simulateLoaded(await loadPlan(auth, params.planId)),
  });

  defineRoute(app, {
    tag,
    path: '/admission/backtestFigures',
    summary:
      '数据说明：引擎在真实录取结果上的回测（以 Y 年之前公布的数据预测 Y 年），各层级、各省 ±10%/±20% 命中率、区间覆盖率、ECE 与上年位次等基线对比，以及概率的可靠性分箱',
    perm: 'stu:plan:info',
    data: backtestFiguresSchema,
    handler: async () => publishedBacktestFigures,
  });
}
