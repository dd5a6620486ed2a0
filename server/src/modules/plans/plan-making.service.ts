import { SPECIAL_ADMISSION_WORDS } from '@zhihang/contract/admissions/admission-codes';
import { studentSubjectMask } from '@zhihang/contract/admissions/subject-fit';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  PlanDetail,
  PlanIntelligentBody,
  PlanIntelligentResult,
  PlanSaved,
} from '@zhihang/contract/plans/plan.schema';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { provinceNameOf } from '../system/area-names.ts';
import { hollandCodeOf, type InterestOrigin } from './interest-fit.ts';
import {
  details,
  examYearOf,
  find,
  hasCompleteSubjects,
  notFound,
  planScopeOf,
  ruleOf,
  studentContextOf,
  type PlanDeps,
  type StudentContext,
} from './plan-detail.service.ts';
import { newPlanOf, refuseLocked, saveRows, warningsOrRefuse } from './plan-editing.service.ts';
import { DEFAULT_ADMIT_TARGET, type EngineFillResult } from './plan-filling-engine.ts';
import { DEFAULT_FILL_RATIO, tierQuotas } from './plan-filling.ts';
import { makingNotes } from './plan-making-notes.ts';
import type { MakeTask } from './plan-making-worker.ts';
import { createPlansRepository, type NewPlan, type PlanRecord, type StoredPlanRow } from './plans.repository.ts';

/** What the intelligent making is asked beyond the plan: split, slots, target and preferences. */
export type PlanMaking = Omit<PlanIntelligentBody, 'stuId' | 'planId'>;

type Preferences = NonNullable<PlanIntelligentBody['preferences']>;
type Split = Record<'冲' | '稳' | '保', number>;
/** Writes the made rows (an existing plan's save, or a new plan's insert), with the student read once. */
type SaveMade = (rows: StoredPlanRow[], student: StudentContext) => Promise<PlanSaved>;

/**
 * The Holland code the making weighs: the request's interest codes, else the student's latest
 * finished 霍兰德 result in the caller's scope; null when there is none (every unit weighs 1).
 * The letters' 专业类 are those of the result's own instrument version, or the current one.
 */
async function interestOf(deps: PlanDeps, auth: AuthContext, studentId: number, codes: readonly string[] | undefined) {
  const { interests } = deps;
  if (!interests) return null;
  const given = hollandCodeOf(codes ?? []);
  // No Holland code in the request (none, or only other codes): the latest 霍兰德 result's.
  const latest = given ? undefined : await interests.latestHolland(studentScopeOf(auth), studentId);
  const code = given ?? (latest ? hollandCodeOf([latest.code]) : null);
  if (!code) return null;
  const origin: InterestOrigin = latest
    ? { source: 'evaluation', resultId: latest.resultId, completedAt: latest.completedAt }
    : { source: 'request' };
  const scales = latest?.scales ?? (await interests.currentHollandScales());
  // Without the instrument's letters (not stored yet) the code cannot point to any major.
  if (!scales.length) return null;
  return { code, letters: scales, origin, summary: { code, ...origin } };
}

/** The preferred regions' names (the engine's reasons name them); an unknown code refuses the request. */
const regionNamesOf = (regions: readonly string[]) =>
  regions.map((code) => {
    const name = provinceNameOf(code);
    if (!name) {
      throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：未知的省份代码 ${code}` });
    }
    return name;
  });

/** The teacher's hard preferences the candidates are read with, and the plan's batch. */
const narrowOf = (plan: PlanRecord, preferences: Preferences): MakeTask['narrow'] => ({
  ...(preferences.regions?.length ? { collegeProvinceCodes: preferences.regions } : {}),
  ...(preferences.level ? { tags: [preferences.level] } : {}),
  ...(preferences.maxTuition !== undefined ? { maxTuition: preferences.maxTuition } : {}),
  ...(preferences.cooperation === 'exclude' || preferences.cooperation === 'only'
    ? { cooperation: preferences.cooperation }
    : {}),
  // A plan of the ordinary batch is never filled with 专项, 预科 or 征集志愿 rows.
  ordinaryAdmission: !SPECIAL_ADMISSION_WORDS.some((word) => plan.batchName.includes(word)),
});

/** What the making works from: the student's rank, the rule's limits and the interest. */
async function makingInputsOf(deps: PlanDeps, auth: AuthContext, plan: PlanRecord, body: PlanIntelligentBody) {
  const student = await studentContextOf(deps, auth, plan.studentId);
  if (!hasCompleteSubjects(student.record)) throw new AppError(ERROR.planSubjectsMissing);
  if (student.rank === null) {
    throw new AppError(student.record.scoreTotal === null ? ERROR.planScoreMissing : ERROR.planRankUnknown);
  }
  const rule = await ruleOf(deps, plan);
  if (!rule) throw new AppError(ERROR.planNoFillingRule);
  const preferences = body.preferences ?? {};
  const regionNames = regionNamesOf(preferences.regions ?? []);
  return {
    student,
    studentRank: student.rank,
    preferences,
    regionNames,
    slots: Math.min(body.slots ?? rule.rule.volunteerCount, rule.rule.volunteerCount),
    majorsPerGroup: plan.fillingMode === '专业+院校' ? 1 : rule.rule.majorsPerGroup,
    target: body.target ?? DEFAULT_ADMIT_TARGET,
    interest: await interestOf(deps, auth, plan.studentId, preferences.interestCodes),
  };
}

type MakingInputs = Awaited<ReturnType<typeof makingInputsOf>>;

/** The making as data for the pool: where its candidates are read, how they are predicted and chosen. */
function makeTaskOf(deps: PlanDeps, plan: PlanRecord, body: PlanIntelligentBody, inputs: MakingInputs): MakeTask {
  const { preferences, interest } = inputs;
  const year = examYearOf(inputs.student) ?? plan.year;
  return {
    scope: planScopeOf(plan),
    subjectMask: studentSubjectMask(inputs.student.subjects),
    narrow: narrowOf(plan, preferences),
    examYear: examYearOf(inputs.student),
    majorClasses: preferences.majorClasses ?? [],
    engine: deps.engine
      ? { provinceCode: plan.provinceCode, year, trackCode: plan.trackCode, studentRank: inputs.studentRank }
      : null,
    groupMode: plan.fillingMode !== '专业+院校',
    year,
    choose: {
      fillingMode: plan.fillingMode,
      studentRank: inputs.studentRank,
      slots: inputs.slots,
      majorsPerGroup: inputs.majorsPerGroup,
      ratio: body.ratio,
      target: inputs.target,
      interest: interest && { code: interest.code, letters: interest.letters, origin: interest.origin },
      preferences: {
        regionNames: inputs.regionNames,
        level: preferences.level,
        majorClasses: preferences.majorClasses,
        maxTuition: preferences.maxTuition,
        cooperation: preferences.cooperation,
      },
    },
  };
}

/** What both ways of making add to their answer: the candidates, the predicted count and the notes. */
type MakingReport = {
  candidates: number;
  predicted: number;
  notesOf: (made: Split, filled: number, sameLineLeft?: number) => string[];
};

/** The answer of a plan filled by the rank gap, when the engine had not a single number for the candidates. */
async function answerOfRankGap(
  inputs: MakingInputs,
  rows: StoredPlanRow[],
  report: MakingReport,
  save: SaveMade,
): Promise<PlanIntelligentResult> {
  const saved = await save(rows, inputs.student);
  const counts = saved.plan.tierCounts;
  const split = { 冲: counts.reach, 稳: counts.match, 保: counts.safe };
  return {
    ...saved,
    making: {
      method: 'rank-gap',
      admitted: null,
      target: inputs.target,
      met: null,
      split,
      candidates: report.candidates,
      predicted: report.predicted,
      // The rank gap has no value to weigh.
      interestCodesUsed: false,
      interest: inputs.interest?.summary ?? null,
      notes: report.notesOf(split, rows.length),
      rows: [],
    },
  };
}

/** The answer of a plan filled from the engine's predictions, with each slot's probability and reasons. */
async function answerOfEngine(
  inputs: MakingInputs,
  made: EngineFillResult,
  report: MakingReport,
  save: SaveMade,
): Promise<PlanIntelligentResult> {
  const { interest } = inputs;
  const saved = await save(made.rows, inputs.student);
  return {
    ...saved,
    making: {
      method: 'engine',
      admitted: made.admitted,
      target: made.target,
      met: made.met,
      split: made.split,
      candidates: report.candidates,
      predicted: report.predicted,
      interestCodesUsed: interest !== null,
      interest: interest?.summary ?? null,
      notes: report.notesOf(made.split, made.rows.length, made.sameLineLeft),
      rows: made.made.map((row) => ({
        slot: row.slot,
        unitId: row.unitId,
        tier: row.tier,
        probability: row.probability,
        predictedRank: row.predictedRank,
        admittedHere: row.admittedHere,
        why: row.why,
      })),
    },
  };
}

/**
 * Fills the plan 冲/稳/保 from the engine's predictions (plan-filling-engine.ts): the expected
 * value of the admitting slot at its best with P(admitted somewhere) ≥ the target, within the
 * province's slot and group limits and the teacher's preferences. Without the engine, from the
 * rank gap. `save` writes the rows (an existing plan's save, or a new plan's insert).
 */
async function makeInto(
  deps: PlanDeps,
  auth: AuthContext,
  plan: PlanRecord,
  body: PlanIntelligentBody,
  save: SaveMade,
): Promise<PlanIntelligentResult> {
  const inputs = await makingInputsOf(deps, auth, plan, body);
  // The candidates' reads, the engine's predictions and the choosing: in a thread of the pool.
  const made = await deps.making.make(makeTaskOf(deps, plan, body, inputs), {
    admissions: deps.admissions,
    engine: deps.engine,
  });
  const coverage = await deps.admissions.planBookCoverage(plan.provinceCode, plan.trackCode, plan.year);
  const notesOf = (split: Split, filled: number, sameLineLeft = 0) =>
    makingNotes({
      fillingMode: plan.fillingMode,
      slots: inputs.slots,
      filled,
      sameLineLeft,
      asked: tierQuotas(inputs.slots, body.ratio ?? DEFAULT_FILL_RATIO),
      made: split,
      coverage: { provinceName: provinceNameOf(plan.provinceCode) ?? plan.provinceCode, ...coverage },
    });
  const report = { candidates: made.candidates, predicted: made.predicted, notesOf };
  // Without a single number from the engine (no engine, or a province it cannot calibrate)
  // the plan is filled by the rank gap, and the answer says so.
  return made.method === 'rank-gap'
    ? answerOfRankGap(inputs, made.rows, report, save)
    : answerOfEngine(inputs, made.made, report, save);
}

/** Fills a saved plan of the student 冲/稳/保 (`makeInto`) and saves it over its rows. */
export async function intelligentMake(
  deps: PlanDeps,
  auth: AuthContext,
  body: PlanIntelligentBody,
): Promise<PlanIntelligentResult> {
  const plan = await find(deps, auth, body.planId);
  if (plan.studentId !== body.stuId) throw notFound();
  refuseLocked(plan);
  return makeInto(deps, auth, plan, body, (rows, student) => saveRows(deps, auth, plan, rows, { student }));
}

/** The plan as it will be stored, for the making and the lint before it exists. */
const draftPlanOf = (auth: AuthContext, values: NewPlan, at: number): PlanRecord => ({
  ...values,
  id: 0,
  orgId: auth.orgId,
  provinceName: '',
  status: 'editing',
  shareId: null,
  shareCode: null,
  sharedAt: null,
  shareExpiresAt: null,
  shareRevoked: false,
  createdBy: auth.userId,
  createdAt: at,
  updatedBy: auth.userId,
  updatedAt: at,
  version: 0,
  isFinal: false,
  stage: 'draft',
  stageNote: '',
  settledVersion: null,
  reviewerId: null,
  reviewerName: '',
  reviewedAt: null,
});

/**
 * A new plan of the student, filled as `intelligentMake` fills one, written with its rows in
 * one transaction: when the making fails, no plan is left behind.
 */
export async function makeNewPlan(
  deps: PlanDeps,
  auth: AuthContext,
  studentId: number,
  name: string,
  making: PlanMaking,
): Promise<PlanIntelligentResult> {
  const values = await newPlanOf(deps, auth, studentId, name);
  const at = deps.now();
  const draft = draftPlanOf(auth, values, at);
  return makeInto(deps, auth, draft, { ...making, stuId: studentId, planId: 1 }, async (rows, student) => {
    const warnings = await warningsOrRefuse(deps, auth, draft, rows, student);
    const id = await withTransaction(deps.db, async (trx) => {
      const scoped = createPlansRepository(trx);
      const stamp = { userId: auth.userId, now: at };
      const created = await refuseUniqueViolation(
        () => scoped.insert(auth.orgId, values, stamp),
        UNIQUE_KEYS.planName,
        () => new AppError(ERROR.planNameTaken),
      );
      await scoped.replaceRows(auth.orgId, created, rows, stamp);
      return created;
    });
    const known = new Map([[studentId, student]]);
    return { plan: (await details(deps, auth, [await find(deps, auth, id)], known))[0] as PlanDetail, warnings };
  });
}
