import {
  ADMISSION_TRACKS,
  SPECIAL_ADMISSION_WORDS,
  type BatchCode,
} from '@zhihang/contract/admissions/admission-codes';
import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import { studentSubjectMask, type StudentSubjects } from '@zhihang/contract/admissions/subject-fit';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { comparePlans } from '@zhihang/contract/plans/plan-comparison';
import { lintPlan } from '@zhihang/contract/plans/plan-linter';
import type {
  PlanChart,
  PlanDetail,
  PlanDiff,
  PlanImportOldBody,
  PlanImportResult,
  PlanIntelligentBody,
  PlanIntelligentResult,
  PlanNameBody,
  PlanRow,
  PlanSaved,
  PlanSummary,
  PlanUpdateBody,
} from '@zhihang/contract/plans/plan.schema';
import type { GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import type { UnitCompare, UnitCompareBody } from '@zhihang/contract/plans/unit-compare.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AdmissionsService, PlanHistoryYear, UnitRow, UnitScope } from '../admissions/admissions.service.ts';
import type { StudentInterests } from '../evaluations/student-interests.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { provinceNameOf } from '../system/area-names.ts';
import type { StudentsService } from '../students/students.service.ts';
import { lintRuleOf, type FillingRuleAnswer, type createFillingRulesService } from './filling-rules.service.ts';
import { hollandCodeOf, type InterestOrigin } from './interest-fit.ts';
import { yearModelView, type YearModel } from '@zhihang/contract/admissions/year-model';
import type { GroupContents } from '@zhihang/contract/enrollment/group-contents.schema';
import { DEFAULT_ADMIT_TARGET, type PlanEngine } from './plan-filling-engine.ts';
import { DEFAULT_FILL_RATIO, matchOldYearRows, tierQuotas, withMatchedUnits } from './plan-filling.ts';
import { makingNotes } from './plan-making-notes.ts';
import { makingInThread, type MakingPool } from './plan-making-pool.ts';
import { unitCompareSlotsOf } from './unit-compare.ts';
import { storedRowsOf } from './plan-input.ts';
import { assemblePlanRows, comparedRowOf, lintRowsOf, selectedIdsOf, tierCountsOf } from './plan-view.ts';
import { staleVersion } from './plan-conflict.ts';
import { SETTLED_STAGES } from './plan-stage.ts';
import { comparedSlotsOf, teacherActor, writeFallBack } from './plan-stage.writer.ts';
import { createPlansRepository, type NewPlan, type PlanRecord, type StoredPlanRow } from './plans.repository.ts';

type Dependencies = {
  db: Kysely<Database>;
  students: StudentsService;
  guidance: GuidanceService;
  admissions: AdmissionsService;
  fillingRules: ReturnType<typeof createFillingRulesService>;
  now?: () => number;
  /** The admission engine, for the intelligent making (created after the plans; read when asked). */
  engine?: () => PlanEngine | undefined;
  /** The students' evaluation results, for the interest codes of the intelligent making. */
  interests?: StudentInterests;
  /** Where the making chooses the plan (worker threads); on this thread without one. */
  making?: MakingPool;
};

/** What a plan needs to know about its student: 选科, score and rank. */
type StudentContext = {
  name: string;
  teacherName: string;
  record: GuidanceRecord;
  subjects: StudentSubjects;
  rank: number | null;
  rankBest: number | null;
  /** The years a plan for the student's exam year uses (its plan book is the plan's own). */
  years: YearModel | null;
};

/** A plan with its stored slots, its student and its rows as the pages show them. */
type PlanView = { plan: PlanRecord; stored: readonly StoredPlanRow[]; student: StudentContext; rows: PlanRow[] };

/** What reading a plan's units needs of it: the scope its groups are in, and its filling mode. */
type PlanUnitScope = Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode' | 'fillingMode'>;

/** The enrollment-plan rows and joined history some plans' slots need, read once for all of them. */
type UnitData = {
  units: ReadonlyMap<number, UnitRow>;
  groupUnitsOf: (plan: PlanUnitScope) => readonly UnitRow[];
  history: ReadonlyMap<number, readonly PlanHistoryYear[]>;
  groupContents: ReadonlyMap<number, GroupContents>;
};

const notFound = () => new AppError(ERROR.recordNotFound);
const refuseInput = (reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${reason}` });

/** The province, year, track and batch whose enrollment plans a plan's units come from. */
const planScopeOf = (plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode'>): UnitScope => ({
  provinceCode: plan.provinceCode,
  year: plan.year,
  trackCode: plan.trackCode,
  batchCode: plan.batchCode,
});

const scopeKeyOf = (plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'trackCode' | 'batchCode'>) =>
  `${plan.provinceCode}|${plan.year}|${plan.trackCode}|${plan.batchCode}`;

/** The 高考 year a student's plans are for (the history they show ends the year before). */
const examYearOf = (student: Pick<StudentContext, 'record'>): number | undefined =>
  student.record.examYear ?? undefined;

export function subjectsOfRecord(record: Pick<GuidanceRecord, 'mainSubject' | 'minorSubject1' | 'minorSubject2'>) {
  const first = record.mainSubject === '0604' || record.mainSubject === '0605' ? record.mainSubject : null;
  const others = [record.minorSubject1, record.minorSubject2].filter(Boolean) as StudentSubjects['others'];
  return { first, others } satisfies StudentSubjects;
}

/** Spec §5: planning needs the 首选 subject and both 再选 subjects. */
export function hasCompleteSubjects(record: Pick<GuidanceRecord, 'mainSubject' | 'minorSubject1' | 'minorSubject2'>) {
  return Boolean(record.mainSubject && record.minorSubject1 && record.minorSubject2);
}

export function createPlansService(dependencies: Dependencies) {
  const {
    db,
    students,
    guidance,
    admissions,
    fillingRules,
    interests,
    making = makingInThread,
    now = Date.now,
  } = dependencies;
  const plans = createPlansRepository(db);

  const studentContext = async (auth: AuthContext, studentId: number): Promise<StudentContext> => {
    const student = await students.info(auth, studentId);
    const record = await guidance.info(auth, studentId);
    const score = record.scoreTotal === null ? null : record.scoreTotal + record.addScore;
    // The rank of the student's own 高考 year, as the guidance page shows it.
    const ranked = record.province
      ? await admissions.studentRank(record.province, record.mainSubject, score, record.examYear ?? undefined)
      : null;
    const rank = ranked?.rank.worst ?? ranked?.rank.best ?? null;
    const years = record.province
      ? await admissions.yearModel(record.province, record.mainSubject, record.examYear)
      : null;
    return {
      years,
      name: student.name,
      teacherName: student.teacherName,
      record,
      subjects: subjectsOfRecord(record),
      rank,
      rankBest: ranked?.rank.best ?? null,
    };
  };

  const summaryOf = (plan: PlanRecord, rows: readonly StoredPlanRow[]): PlanSummary => ({
    id: plan.id,
    stuId: plan.studentId,
    name: plan.name,
    provinceCode: plan.provinceCode,
    provinceName: plan.provinceName,
    year: plan.year,
    trackCode: plan.trackCode,
    trackName: ADMISSION_TRACKS.find((track) => track.code === plan.trackCode)?.name ?? '',
    batchCode: plan.batchCode,
    batchName: plan.batchName,
    fillingMode: plan.fillingMode,
    status: plan.status,
    shared: plan.shareId !== null && !plan.shareRevoked && plan.sharedAt !== null && (plan.shareExpiresAt ?? 0) > now(),
    shareExpiresAt: plan.shareExpiresAt,
    rowCount: rows.length,
    majorCount: rows.reduce((sum, row) => sum + (row.enrollmentPlanId !== null ? 1 : row.majorIds.length), 0),
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    createdBy: plan.createdBy,
    updatedBy: plan.updatedBy,
    version: plan.version,
    isFinal: plan.isFinal,
    stage: plan.stage,
    stageNote: plan.stageNote,
    reviewerName: plan.reviewerName,
    reviewedAt: plan.reviewedAt,
  });

  /**
   * The Holland code the making weighs: the request's interest codes, else the student's latest
   * finished 霍兰德 result in the caller's scope; null when there is none (every unit weighs 1).
   * The letters' 专业类 are those of the result's own instrument version, or the current one.
   */
  const interestOf = async (auth: AuthContext, studentId: number, codes: readonly string[] | undefined) => {
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
  };

  const ruleOf = (plan: Pick<PlanRecord, 'provinceCode' | 'year' | 'batchCode' | 'batchName'>) =>
    fillingRules.fillingRuleFor(plan.provinceCode, plan.year, plan.batchName || (plan.batchCode as BatchCode));

  /**
   * The units, group rows and history of some plans' slots in three reads, whatever the number of
   * plans: a comparison or a student's plans share most of their units.
   */
  const unitDataOf = async (
    entries: ReadonlyArray<{ plan: PlanUnitScope; stored: readonly StoredPlanRow[] }>,
    examYear: number | undefined,
  ): Promise<UnitData> => {
    const ids = [...new Set(entries.flatMap(({ stored }) => selectedIdsOf(stored)))];
    const groupsByScope = new Map<string, { scope: UnitScope; groups: StoredPlanRow[] }>();
    for (const { plan, stored } of entries) {
      if (plan.fillingMode === '专业+院校') continue;
      const key = scopeKeyOf(plan);
      const entry = groupsByScope.get(key) ?? { scope: planScopeOf(plan), groups: [] };
      entry.groups.push(...stored);
      groupsByScope.set(key, entry);
    }
    const scopes = [...groupsByScope];
    const [units, ...groupLists] = await Promise.all([
      admissions.unitsByIds(ids),
      ...scopes.map(([, { scope, groups }]) => admissions.unitsOfGroups(scope, groups)),
    ]);
    const groupUnits = new Map(scopes.map(([key], index) => [key, groupLists[index] ?? []]));
    const history = await admissions.planHistory([...ids, ...groupLists.flat().map((unit) => unit.id)], examYear);
    const groupContents = await admissions.groupContentsOf([...units, ...groupLists.flat()], examYear);
    return {
      groupContents,
      units: new Map(units.map((unit) => [unit.id, unit])),
      groupUnitsOf: (plan) => (plan.fillingMode === '专业+院校' ? [] : (groupUnits.get(scopeKeyOf(plan)) ?? [])),
      history,
    };
  };

  const rowsOfView = (
    plan: PlanUnitScope,
    stored: readonly StoredPlanRow[],
    student: StudentContext,
    data: UnitData,
  ): PlanRow[] =>
    assemblePlanRows({
      fillingMode: plan.fillingMode,
      // The history shown ends the year before the exam (a 2025 book for 2026 shows 2025's line).
      year: examYearOf(student) ?? plan.year,
      stored,
      units: data.units,
      groupUnits: data.groupUnitsOf(plan),
      history: data.history,
      groupContents: data.groupContents,
      subjects: student.subjects,
      studentRank: student.rank,
    });

  /** The plan's summary, rule, student, findings and counts around its assembled rows. */
  const detailOfView = async ({ plan, stored, student, rows }: PlanView, rule?: FillingRuleAnswer) => {
    const answer = rule ?? (await ruleOf(plan));
    return {
      ...summaryOf(plan, stored),
      rule: answer
        ? {
            ...lintRuleOf(answer),
            exactYear: answer.exactYear,
            sourceTitle: answer.rule.sourceTitle,
            verified: answer.rule.verified,
          }
        : null,
      student: {
        name: student.name,
        scoreTotal: student.record.scoreTotal,
        addScore: student.record.addScore,
        subjects: [student.record.mainSubject, student.record.minorSubject1, student.record.minorSubject2].filter(
          Boolean,
        ),
        rank: student.rank,
        rankBest: student.rankBest,
      },
      rows,
      findings: answer ? lintPlan(lintRuleOf(answer), lintRowsOf(plan.fillingMode, rows)) : [],
      tierCounts: tierCountsOf(rows),
      selectedIds: selectedIdsOf(stored),
      years: student.years ? yearModelView({ ...student.years, planYear: plan.year }) : null,
    } satisfies PlanDetail;
  };

  /** The plan's rows with their units' data, its findings and counts, for some stored rows. */
  const detailOf = async (
    plan: PlanRecord,
    stored: readonly StoredPlanRow[],
    student: StudentContext,
    rule?: FillingRuleAnswer,
  ): Promise<PlanDetail> => {
    const rows = rowsOfView(plan, stored, student, await unitDataOf([{ plan, stored }], examYearOf(student)));
    return detailOfView({ plan, stored, student, rows }, rule);
  };

  /** Plans of the caller's scope by id: every one must be found, or 记录不存在. */
  const findAll = async (auth: AuthContext, ids: readonly number[]): Promise<PlanRecord[]> => {
    const found = await plans.findMany(studentScopeOf(auth), ids);
    const byId = new Map(found.map((plan) => [plan.id, plan]));
    return [...new Set(ids)].map((id) => {
      const plan = byId.get(id);
      if (!plan) throw notFound();
      return plan;
    });
  };

  const find = async (auth: AuthContext, id: number) => (await findAll(auth, [id]))[0] as PlanRecord;

  /**
   * A plan of the caller's scope, or one of the school they are named to review from outside it:
   * that plan is read with the school's scope (its student's name, score and 选科 as the plan
   * shows them); no other call opens the student to them.
   */
  const readable = async (auth: AuthContext, id: number): Promise<{ plan: PlanRecord; reader: AuthContext }> => {
    const own = await plans.find(studentScopeOf(auth), id);
    if (own) return { plan: own, reader: auth };
    const named = await plans.find({ orgId: auth.orgId }, id);
    if (!named || named.reviewerId !== auth.userId) throw notFound();
    return { plan: named, reader: { ...auth, dataScope: DATA_SCOPE.org } };
  };

  /** Plans with their students and assembled rows; units and history read once for all of them. */
  const viewsOf = async (auth: AuthContext, list: readonly PlanRecord[]): Promise<PlanView[]> => {
    const contextsOf = async () => {
      const contexts = new Map<number, StudentContext>();
      for (const plan of list) {
        if (!contexts.has(plan.studentId)) contexts.set(plan.studentId, await studentContext(auth, plan.studentId));
      }
      return contexts;
    };
    const [contexts, rowsByPlan] = await Promise.all([contextsOf(), plans.rowsOf(list.map((plan) => plan.id))]);
    const entries = list.map((plan) => ({ plan, stored: rowsByPlan.get(plan.id) ?? [] }));
    // The history a plan shows depends on its student's exam year: one read per exam year.
    const byExamYear = new Map<number | undefined, typeof entries>();
    for (const entry of entries) {
      const examYear = examYearOf(contexts.get(entry.plan.studentId) as StudentContext);
      byExamYear.set(examYear, [...(byExamYear.get(examYear) ?? []), entry]);
    }
    const dataOf = new Map<PlanRecord, UnitData>();
    for (const [examYear, group] of byExamYear) {
      const data = await unitDataOf(group, examYear);
      for (const { plan } of group) dataOf.set(plan, data);
    }
    return entries.map(({ plan, stored }) => {
      const student = contexts.get(plan.studentId) as StudentContext;
      return { plan, stored, student, rows: rowsOfView(plan, stored, student, dataOf.get(plan) as UnitData) };
    });
  };

  const details = async (auth: AuthContext, list: readonly PlanRecord[]): Promise<PlanDetail[]> => {
    const result: PlanDetail[] = [];
    for (const view of await viewsOf(auth, list)) result.push(await detailOfView(view));
    return result;
  };

  const refuseLocked = (plan: PlanRecord) => {
    if (plan.status === 'locked') throw new AppError(ERROR.planLocked);
  };

  /** The rows' findings as they would be saved: a fatal one refuses them with the rule's words. */
  const warningsOrRefuse = async (auth: AuthContext, plan: PlanRecord, rows: StoredPlanRow[]) => {
    const student = await studentContext(auth, plan.studentId);
    const detail = await detailOf(plan, rows, student, await ruleOf(plan));
    const fatal = detail.findings.filter((finding) => finding.level === 'fatal');
    if (fatal.length) {
      throw new AppError({ code: ERROR.badRequest.code, msg: fatal.map((finding) => finding.message).join('；') });
    }
    return detail.findings.filter((finding) => finding.level === 'warning');
  };

  /**
   * The slots before and after a save of a confirmed or signed-off plan, which falls back on it:
   * the trail names the units added, removed and moved. Nothing to compare for other plans.
   */
  const comparedOnSave = async (auth: AuthContext, plan: PlanRecord, rows: StoredPlanRow[]) => {
    if (!SETTLED_STAGES.includes(plan.stage)) return { before: [], after: [] };
    const student = await studentContext(auth, plan.studentId);
    const stored = (await plans.rowsOf([plan.id])).get(plan.id) ?? [];
    const [before, after] = await Promise.all([detailOf(plan, stored, student), detailOf(plan, rows, student)]);
    return {
      before: comparedSlotsOf(before.rows, plan.fillingMode),
      after: comparedSlotsOf(after.rows, plan.fillingMode),
    };
  };

  /**
   * Lints the rows as they would be saved and writes them in one transaction; a fatal finding
   * (too many slots or majors, a unit the student's 选科 excludes, a duplicate) refuses the whole
   * list with the rule's words and writes nothing. `basedOn`: the version the rows were made
   * from; a plan saved since then is refused with who saved it, not overwritten.
   */
  const saveRows = async (
    auth: AuthContext,
    plan: PlanRecord,
    rows: StoredPlanRow[],
    basedOn?: number,
  ): Promise<PlanSaved> => {
    const warnings = await warningsOrRefuse(auth, plan, rows);
    const compared = await comparedOnSave(auth, plan, rows);
    const actor = await teacherActor(db, auth);
    await withTransaction(db, async (trx) => {
      const scoped = createPlansRepository(trx);
      // Saves of one plan run one after another from here; each sees what the one before wrote,
      // a share that happened meanwhile included.
      const current = await scoped.lock(auth.orgId, plan.id);
      if (!current) throw notFound();
      refuseLocked(current);
      if (basedOn !== undefined && basedOn !== current.version) throw staleVersion(current);
      const at = now();
      await scoped.replaceRows(auth.orgId, plan.id, rows, { userId: auth.userId, now: at });
      await writeFallBack(trx, { plan: current, savedVersion: current.version + 1, ...compared, actor, at });
    });
    const [saved] = await details(auth, [await find(auth, plan.id)]);
    return { plan: saved as PlanDetail, warnings };
  };

  const planningContext = async (auth: AuthContext, studentId: number) => {
    const record = await guidance.info(auth, studentId);
    if (!hasCompleteSubjects(record)) throw new AppError(ERROR.planSubjectsMissing);
    if (!record.province) throw new AppError(ERROR.planProvinceMissing);
    return record;
  };

  /** A new plan of the student in the province's current year, batch and filling mode. */
  const newPlanOf = async (auth: AuthContext, studentId: number, name: string, batch?: number): Promise<NewPlan> => {
    const record = await planningContext(auth, studentId);
    const trackCode = await admissions.planTrack(record.province, record.mainSubject);
    // The exam year's plan book, else the latest earlier one (参考往年计划); never a later year's.
    const year = await admissions.planYearFor(record.province, trackCode, record.examYear);
    if (year === undefined) throw new AppError(ERROR.planNoEnrollmentData);
    const batchCode = batch ?? record.guiBatch;
    const rule = await fillingRules.fillingRuleFor(record.province, year, batchCode as BatchCode);
    if (!rule) throw new AppError(ERROR.planNoFillingRule);
    return {
      studentId,
      name,
      provinceCode: record.province,
      year,
      trackCode,
      batchCode,
      batchName: rule.batchName,
      fillingMode: rule.rule.fillingMode,
    };
  };

  /**
   * Fills the plan 冲/稳/保 from the engine's predictions (plan-filling-engine.ts): the expected
   * value of the admitting slot at its best with P(admitted somewhere) ≥ the target, within the
   * province's slot and group limits and the teacher's preferences. Without the engine, from the
   * rank gap. `save` writes the rows (an existing plan's save, or a new plan's insert).
   */
  const makeInto = async (
    auth: AuthContext,
    plan: PlanRecord,
    body: PlanIntelligentBody,
    save: (rows: StoredPlanRow[]) => Promise<PlanSaved>,
  ): Promise<PlanIntelligentResult> => {
    const student = await studentContext(auth, plan.studentId);
    if (!hasCompleteSubjects(student.record)) throw new AppError(ERROR.planSubjectsMissing);
    if (student.rank === null) {
      throw new AppError(student.record.scoreTotal === null ? ERROR.planScoreMissing : ERROR.planRankUnknown);
    }
    const rule = await ruleOf(plan);
    if (!rule) throw new AppError(ERROR.planNoFillingRule);
    const preferences = body.preferences ?? {};
    const regionNames = (preferences.regions ?? []).map((code) => {
      const name = provinceNameOf(code);
      if (!name) {
        throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：未知的省份代码 ${code}` });
      }
      return name;
    });
    const slots = Math.min(body.slots ?? rule.rule.volunteerCount, rule.rule.volunteerCount);
    const majorsPerGroup = plan.fillingMode === '专业+院校' ? 1 : rule.rule.majorsPerGroup;
    const target = body.target ?? DEFAULT_ADMIT_TARGET;
    const fitting = await admissions.fittingUnitsWithHistory(
      planScopeOf(plan),
      studentSubjectMask(student.subjects),
      {
        ...(preferences.regions?.length ? { collegeProvinceCodes: preferences.regions } : {}),
        ...(preferences.level ? { tags: [preferences.level] } : {}),
        ...(preferences.maxTuition !== undefined ? { maxTuition: preferences.maxTuition } : {}),
        ...(preferences.cooperation === 'exclude' || preferences.cooperation === 'only'
          ? { cooperation: preferences.cooperation }
          : {}),
        // A plan of the ordinary batch is never filled with 专项, 预科 or 征集志愿 rows.
        ordinaryAdmission: !SPECIAL_ADMISSION_WORDS.some((word) => plan.batchName.includes(word)),
      },
      examYearOf(student),
    );
    const classes = preferences.majorClasses ?? [];
    const units = classes.length
      ? fitting.units.filter((unit) => classes.some((prefix) => unit.majorCode.startsWith(prefix)))
      : fitting.units;
    const interest = await interestOf(auth, plan.studentId, preferences.interestCodes);
    const engine = dependencies.engine?.();
    const groupMode = plan.fillingMode !== '专业+院校';
    const predictions = engine
      ? await engine.predictUnits(
          {
            provinceCode: plan.provinceCode,
            year: examYearOf(student) ?? plan.year,
            trackCode: plan.trackCode,
            studentRank: student.rank,
          },
          units,
          fitting.history,
          groupMode,
        )
      : undefined;
    const predicted = predictions ? [...predictions.units.values()].filter((entry) => entry.cutoff !== null).length : 0;
    const coverage = await admissions.planBookCoverage(plan.provinceCode, plan.trackCode, plan.year);
    const notesOf = (made: Record<'冲' | '稳' | '保', number>, filled: number) =>
      makingNotes({
        fillingMode: plan.fillingMode,
        slots,
        filled,
        asked: tierQuotas(slots, body.ratio ?? DEFAULT_FILL_RATIO),
        made,
        coverage: { provinceName: provinceNameOf(plan.provinceCode) ?? plan.provinceCode, ...coverage },
      });
    // Without a single number from the engine (no engine, or a province it cannot calibrate)
    // the plan is filled by the rank gap, and the answer says so.
    if (!predictions || predicted === 0) {
      const rows = await making.rankGapFill({
        fillingMode: plan.fillingMode,
        year: examYearOf(student) ?? plan.year,
        units,
        history: fitting.history,
        studentRank: student.rank,
        slots,
        majorsPerGroup,
        ratio: body.ratio,
      });
      const saved = await save(rows);
      const counts = saved.plan.tierCounts;
      return {
        ...saved,
        making: {
          method: 'rank-gap',
          admitted: null,
          target,
          met: null,
          split: { 冲: counts.reach, 稳: counts.match, 保: counts.safe },
          candidates: units.length,
          predicted,
          // The rank gap has no value to weigh.
          interestCodesUsed: false,
          interest: interest?.summary ?? null,
          notes: notesOf({ 冲: counts.reach, 稳: counts.match, 保: counts.safe }, rows.length),
          rows: [],
        },
      };
    }
    const made = await making.engineFill({
      fillingMode: plan.fillingMode,
      studentRank: student.rank,
      slots,
      majorsPerGroup,
      ratio: body.ratio,
      target,
      units,
      predictions: predictions.units,
      groupLines: predictions.groupLines,
      interest: interest && { code: interest.code, letters: interest.letters, origin: interest.origin },
      preferences: {
        regionNames,
        level: preferences.level,
        majorClasses: preferences.majorClasses,
        maxTuition: preferences.maxTuition,
        cooperation: preferences.cooperation,
      },
    });
    const saved = await save(made.rows);
    return {
      ...saved,
      making: {
        method: 'engine',
        admitted: made.admitted,
        target: made.target,
        met: made.met,
        split: made.split,
        candidates: units.length,
        predicted,
        interestCodesUsed: interest !== null,
        interest: interest?.summary ?? null,
        notes: notesOf(made.split, made.rows.length),
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
  };

  return {
    find,
    findAll,
    details,
    summaryOf,
    studentContext,
    detailOf,
    rowsOf: (ids: readonly number[]) => plans.rowsOf(ids),

    /** Creates a plan (no id) in the province's current year and filling mode, or renames one. */
    async editOrCreate(auth: AuthContext, body: PlanNameBody): Promise<PlanSummary> {
      const stamp = { userId: auth.userId, now: now() };
      const refuseTaken = async (ownId?: number) => {
        const holder = await plans.findIdByName(auth.orgId, body.stuId, body.name);
        if (holder !== undefined && holder !== ownId) throw new AppError(ERROR.planNameTaken);
      };
      const refuseDuplicate = <T>(write: () => Promise<T>) =>
        refuseUniqueViolation(write, UNIQUE_KEYS.planName, () => new AppError(ERROR.planNameTaken));
      let id = body.id;
      if (id !== undefined) {
        const plan = await find(auth, id);
        if (plan.studentId !== body.stuId) throw notFound();
        refuseLocked(plan);
        await refuseTaken(id);
        await refuseDuplicate(() => plans.rename(auth.orgId, plan.id, body.name, stamp));
      } else {
        const values = await newPlanOf(auth, body.stuId, body.name, body.batchCode);
        await refuseTaken();
        id = await refuseDuplicate(() => plans.insert(auth.orgId, values, stamp));
      }
      const plan = await find(auth, id);
      return summaryOf(plan, (await plans.rowsOf([id])).get(id) ?? []);
    },

    /** All or nothing: one id outside the caller's scope refuses the whole request. */
    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      const found = await findAll(auth, ids);
      await withTransaction(db, async (trx) => {
        await guidance.within(trx).forgetPlans(auth.orgId, ids);
        await createPlansRepository(trx).deleteMany(
          auth.orgId,
          found.map((plan) => plan.id),
        );
      });
    },

    async update(auth: AuthContext, body: PlanUpdateBody): Promise<PlanSaved> {
      const plan = await find(auth, body.id);
      refuseLocked(plan);
      return saveRows(auth, plan, await storedRowsOf(plan, body.rows, admissions), body.version);
    },

    async list(auth: AuthContext, studentId: number): Promise<PlanSummary[]> {
      await students.info(auth, studentId);
      const list = await plans.listOfStudent(studentScopeOf(auth), studentId);
      const rows = await plans.rowsOf(list.map((plan) => plan.id));
      return list.map((plan) => summaryOf(plan, rows.get(plan.id) ?? []));
    },

    async count(auth: AuthContext, studentId: number): Promise<number> {
      await students.info(auth, studentId);
      return (await plans.listOfStudent(studentScopeOf(auth), studentId)).length;
    },

    async selectedNum(auth: AuthContext, studentId: number) {
      const record = await guidance.info(auth, studentId);
      const list = await this.list(auth, studentId);
      return {
        stuId: studentId,
        selectedNum: record.selectedEnrollmentPlanIdList.length,
        planNum: list.length,
        plans: list.map((plan) => ({
          id: plan.id,
          name: plan.name,
          rowCount: plan.rowCount,
          majorCount: plan.majorCount,
        })),
      };
    },

    /** One plan of the caller's scope, or one they are named to review (that plan only). */
    async info(auth: AuthContext, id: number): Promise<PlanDetail> {
      const { plan, reader } = await readable(auth, id);
      return (await details(reader, [plan]))[0] as PlanDetail;
    },

    /** One plan of the student; updateOpened 1 makes it the plan the guidance page opens. */
    async withSelected(auth: AuthContext, stuId: number, planId: number, updateOpened: 0 | 1): Promise<PlanDetail> {
      const plan = await find(auth, planId);
      if (plan.studentId !== stuId) throw notFound();
      if (updateOpened === 1) await guidance.openPlan(auth, stuId, planId, plan.fillingMode);
      return (await details(auth, [plan]))[0] as PlanDetail;
    },

    async several(auth: AuthContext, planIds: number[], stuId?: number): Promise<PlanDetail[]> {
      const list = await findAll(auth, planIds);
      if (stuId !== undefined && list.some((plan) => plan.studentId !== stuId)) throw notFound();
      return details(auth, list);
    },

    /**
     * Spec §4's statuses for both plans, keyed by unit (an enrollment row, or 院校 + 专业组). The
     * answer names each side's units and tiers, no history or findings: the units of both are
     * read once, not linted.
     */
    async diff(auth: AuthContext, planId: number, otherPlanId: number): Promise<PlanDiff> {
      const views = await viewsOf(auth, await findAll(auth, [planId, otherPlanId]));
      const [current, second = current] = views as [PlanView, PlanView?];
      const compared = comparePlans(
        current.rows.map((row) => row.unitKey),
        second.rows.map((row) => row.unitKey),
      );
      const side = ({ plan, stored, rows }: PlanView, statuses: typeof compared.current): PlanDiff['current'] => ({
        plan: summaryOf(plan, stored),
        rows: rows.map((row, index) => comparedRowOf(row, statuses.rows[index] as (typeof statuses.rows)[number])),
        counts: statuses.counts,
      });
      return { current: side(current, compared.current), other: side(second, compared.other) };
    },

    /**
     * 志愿对比 of search rows: the units as one-slot plans of the student (history, 选科 fit,
     * group contents and tier as a plan shows them), whether or not any plan holds them. Every id
     * must be a row the search offers in the student's province.
     */
    async compareUnits(auth: AuthContext, body: UnitCompareBody): Promise<UnitCompare> {
      const student = await studentContext(auth, body.stuId);
      const province = student.record.province;
      if (!province) throw new AppError(ERROR.planProvinceMissing);
      const found = new Map((await admissions.unitsByIds(body.unitIds)).map((unit) => [unit.id, unit]));
      const units = body.unitIds.map((id) => {
        const unit = found.get(id);
        if (!unit) throw refuseInput(`unitIds 中的招生计划 ${id} 不存在`);
        if (unit.provinceCode !== province) {
          throw refuseInput(`招生计划 ${id} 不是${provinceNameOf(province) ?? province}的招生计划`);
        }
        return unit;
      });
      const first = units[0] as UnitRow;
      // The province's rule names the mode; without one, groups where the plan book prints them.
      const rule = await ruleOf(first);
      const fillingMode =
        rule?.rule.fillingMode ?? (units.every((unit) => unit.groupCode) ? '院校专业组' : '专业+院校');
      const slots = unitCompareSlotsOf(units, fillingMode);
      const entries = slots.map(({ scope, stored }) => ({ plan: scope, stored: [stored] }));
      const data = await unitDataOf(entries, examYearOf(student));
      return {
        fillingMode,
        rows: entries.flatMap(({ plan, stored }) => rowsOfView(plan, stored, student, data)),
      };
    },

    async withChart(auth: AuthContext, studentId: number): Promise<PlanChart[]> {
      await students.info(auth, studentId);
      const views = await viewsOf(auth, await plans.listOfStudent(studentScopeOf(auth), studentId));
      return views.map(({ plan, stored, student, rows }) => ({
        ...summaryOf(plan, stored),
        tierCounts: tierCountsOf(rows),
        studentRank: student.rank,
        ladder: rows.map((row) => ({
          slot: row.slot,
          label: [
            row.collegeName,
            row.groupName || (row.groupCode ? `${row.groupCode}组` : ''),
            // A group-only row's "major" is the group again (四川大学组3801): the group label says it.
            row.majors.length === 1 && !planMajorName(row.majors[0]!, row.groupCode).groupOnly
              ? row.majors[0]!.majorName
              : '',
          ]
            .filter(Boolean)
            .join(' '),
          referenceRank: row.referenceRank,
          tier: row.tier,
        })),
      }));
    },

    /** Plans with how many of their majors have last year's admissions. */
    async withOldYearMajorNum(auth: AuthContext, studentId: number) {
      await students.info(auth, studentId);
      const views = await viewsOf(auth, await plans.listOfStudent(studentScopeOf(auth), studentId));
      return views.map(({ plan, stored, rows }) => ({
        ...summaryOf(plan, stored),
        oldYearMajorNum: rows
          .flatMap((row) => row.majors)
          .filter((major) => major.history.some((entry) => entry.year === plan.year - 1)).length,
      }));
    },

    /** Maps last year's rows onto this year's units of the plan and adds the matches. */
    async importOldMajors(auth: AuthContext, body: PlanImportOldBody): Promise<PlanImportResult> {
      const plan = await find(auth, body.id);
      refuseLocked(plan);
      const student = await studentContext(auth, plan.studentId);
      if (!hasCompleteSubjects(student.record)) throw new AppError(ERROR.planSubjectsMissing);
      const old = await admissions.oldYearRows(body.ids, body.source);
      const foundIds = new Set(old.map((row) => row.id));
      const unknown = body.ids.filter((id) => !foundIds.has(id));
      if (unknown.length) {
        throw new AppError({
          code: ERROR.badRequest.code,
          msg: `${ERROR.badRequest.msg}：ids ${unknown.slice(0, 5).join('、')} 不存在`,
        });
      }
      const current = await admissions.unitsOfColleges(
        planScopeOf(plan),
        old.map((row) => row.collegeCode),
      );
      const { matched, unmatched } = matchOldYearRows(old, current, student.subjects, plan);
      const stored = (await plans.rowsOf([plan.id])).get(plan.id) ?? [];
      // The matches are added to the rows read here: a save in between is not overwritten.
      const saved = matched.length
        ? await saveRows(
            auth,
            plan,
            withMatchedUnits(
              plan.fillingMode,
              stored,
              matched.map((match) => match.unit),
            ),
            plan.version,
          )
        : { plan: (await details(auth, [plan]))[0] as PlanDetail, warnings: [] };
      return {
        ...saved,
        matched: matched.map((match) => ({ oldId: match.oldId, enrollmentPlanId: match.unit.id })),
        unmatched,
      };
    },

    /** Fills a saved plan of the student 冲/稳/保 (`makeInto`) and saves it over its rows. */
    async intelligentMake(auth: AuthContext, body: PlanIntelligentBody): Promise<PlanIntelligentResult> {
      const plan = await find(auth, body.planId);
      if (plan.studentId !== body.stuId) throw notFound();
      refuseLocked(plan);
      return makeInto(auth, plan, body, (rows) => saveRows(auth, plan, rows));
    },

    /**
     * A new plan of the student, filled as `intelligentMake` fills one, written with its rows in
     * one transaction: when the making fails, no plan is left behind.
     */
    async makeNewPlan(
      auth: AuthContext,
      studentId: number,
      name: string,
      making: PlanMaking,
    ): Promise<PlanIntelligentResult> {
      const values = await newPlanOf(auth, studentId, name);
      const at = now();
      // The plan as it will be stored, for the making and the lint before it exists.
      const draft: PlanRecord = {
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
      };
      return makeInto(auth, draft, { ...making, stuId: studentId, planId: 1 }, async (rows) => {
        const warnings = await warningsOrRefuse(auth, draft, rows);
        const id = await withTransaction(db, async (trx) => {
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
        return { plan: (await details(auth, [await find(auth, id)]))[0] as PlanDetail, warnings };
      });
    },

    /** Students of the caller's scope, of those entry years, with at least one plan (dashboard). */
    countStudentsWithPlans(auth: AuthContext, entryYears: readonly number[]): Promise<number> {
      return plans.countStudentsWithPlans(studentScopeOf(auth), entryYears);
    },
  };
}

/** What the intelligent making is asked beyond the plan: split, slots, target and preferences. */
export type PlanMaking = Omit<PlanIntelligentBody, 'stuId' | 'planId'>;

export type PlansService = ReturnType<typeof createPlansService>;
