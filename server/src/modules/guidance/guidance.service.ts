import { yearModelView } from '@zhihang/contract/admissions/year-model';
import { FILLING_MODES, type FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { GuidanceRank, GuidanceRecord, GuidanceUpdateBody } from '@zhihang/contract/plans/guidance.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DatabaseTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { AreasService } from '../system/areas.service.ts';
import { currentExamYear } from './exam-year.ts';
import { createGuidanceRepository, type GuidanceValues } from './guidance.repository.ts';

type Dependencies = {
  db: Kysely<Database>;
  students: StudentsService;
  areas: AreasService;
  admissions: AdmissionsService;
  now?: () => number;
  /** The organisation's 当前填报年份 (system parameter currentYear), the dashboard's year too. */
  filingYear?: (orgId: number) => Promise<string | undefined>;
  /** Whether a plan is one of the student's (the plans module's; the record's opened plan must be). */
  isStudentPlan: (orgId: number, studentId: number, planId: number) => Promise<boolean>;
};

const badRequest = (reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${reason}` });

/** The record a student starts with: province and 选科 from the archive, 本科批, nothing else. */
function defaultsOf(student: { province: string; mainSubject: string; minorSubject1: string; minorSubject2: string }) {
  return {
    province: student.province,
    scoreTotal: null,
    addScore: 0,
    scoreArray: [],
    mainSubject: student.mainSubject,
    minorSubject1: student.minorSubject1,
    minorSubject2: student.minorSubject2,
    guiBatch: BATCH_CODE.undergraduate,
    guiPlanId: null,
    guiPlanType: null,
    selectedEnrollmentPlanIdList: [],
    examYear: null,
  } satisfies GuidanceValues;
}

const fillingModeOf = (value: string | null): FillingMode | null =>
  value !== null && (FILLING_MODES as readonly string[]).includes(value) ? (value as FillingMode) : null;

/**
 * The guidance record (spec §3): one per student of the caller's scope. A student outside the
 * scope (another teacher's, another organisation's) reads as 记录不存在 before anything else.
 */
export function createGuidanceService({
  db,
  students,
  areas,
  admissions,
  now = Date.now,
  filingYear,
  isStudentPlan,
}: Dependencies) {
  const records = createGuidanceRepository(db);

  const record = async (auth: AuthContext, stuId: number): Promise<GuidanceRecord> => {
    const student = await students.info(auth, stuId);
    const stored = await records.find(auth.orgId, stuId);
    const values = stored ?? defaultsOf(student);
    // One year for the school: a student without a saved 高考 year plans for the organisation's
    // 当前填报年份 (what the dashboard says), never for a year already past by the calendar.
    const configured = Number((await filingYear?.(auth.orgId)) ?? '');
    const calendar = currentExamYear(
      values.province ? await admissions.latestTableYear(values.province, values.mainSubject) : undefined,
      now(),
    );
    const examYear =
      values.examYear ?? (/^20\d{2}$/.test(String(configured)) ? Math.max(configured, calendar) : calendar);
    return {
      userId: stuId,
      stuId,
      ...values,
      examYear,
      guiPlanType: fillingModeOf(values.guiPlanType),
      saved: stored !== undefined,
      updatedAt: stored?.updatedAt ?? null,
    };
  };

  /** Checks what the schema cannot: the province exists, 再选 subjects differ, ids are real. */
  const refuseInvalid = async (auth: AuthContext, body: GuidanceUpdateBody, merged: GuidanceValues) => {
    if (body.province !== undefined) {
      const provinces = await areas.tree();
      if (!provinces.some((province) => province.code === body.province)) {
        throw badRequest(`province 省份编码 ${body.province} 不存在`);
      }
    }
    if (merged.minorSubject1 && merged.minorSubject1 === merged.minorSubject2) {
      throw badRequest('minorSubject2 两门再选科目不能相同');
    }
    if (body.scoreArray) {
      const subjects = body.scoreArray.map((entry) => entry.subject);
      if (new Set(subjects).size !== subjects.length) throw badRequest('scoreArray 同一科目只能填写一次');
    }
    if (body.guiPlanId !== undefined && body.guiPlanId !== null) {
      if (!(await isStudentPlan(auth.orgId, body.stuId, body.guiPlanId))) {
        throw badRequest(`guiPlanId 方案 ${body.guiPlanId} 不是该学生的方案`);
      }
    }
    if (body.selectedEnrollmentPlanIdList?.length) {
      const wanted = new Set(body.selectedEnrollmentPlanIdList);
      const found = await admissions.unitsByIds([...wanted]);
      if (found.length !== wanted.size) {
        const known = new Set(found.map((unit) => unit.id));
        const unknown = [...wanted].filter((id) => !known.has(id));
        throw badRequest(`selectedEnrollmentPlanIdList 招生计划 ${unknown.slice(0, 5).join('、')} 不存在`);
      }
    }
  };

  return {
    info: record,

    async update(auth: AuthContext, body: GuidanceUpdateBody): Promise<GuidanceRecord> {
      const student = await students.info(auth, body.stuId);
      const { stuId, ...changes } = body;
      const stored = await records.find(auth.orgId, stuId);
      const initial = stored ?? defaultsOf(student);
      await refuseInvalid(auth, body, { ...initial, ...changes } as GuidanceValues);
      await records.save(auth.orgId, student, initial, changes as Partial<GuidanceValues>, {
        userId: auth.userId,
        now: now(),
      });
      return record(auth, stuId);
    },

    /**
     * The student's rank in the table of their exam year, province and track, with 同位分 and
     * lines; a year without a table says so rather than ranking in another year's.
     */
    async rank(auth: AuthContext, stuId: number): Promise<GuidanceRank> {
      const values = await record(auth, stuId);
      const score = values.scoreTotal === null ? null : values.scoreTotal + values.addScore;
      const notice = !values.province ? '请先填写高考省份' : score === null ? '请先填写高考成绩' : '';
      if (!values.province) {
        return {
          stuId,
          province: '',
          score,
          trackCode: null,
          trackName: '',
          year: null,
          hasTable: false,
          tableYear: null,
          years: null,
          tableYears: [],
          rank: { best: null, worst: null, exact: false, kind: 'no-table' },
          equivalentScores: [],
          controlLines: [],
          notice,
          dataSource: '',
        };
      }
      const answer = await admissions.scoreRank(values.province, values.mainSubject, score, values.examYear);
      const years = await admissions.yearModel(values.province, values.mainSubject, values.examYear);
      const tableNotice = !answer.tableYears.length
        ? '该省份暂无一分一段表'
        : answer.tableYear === null
          ? '暂无该年一分一段表'
          : !answer.hasTable
            ? `暂无 ${answer.year} 年一分一段表，位次按 ${answer.tableYear} 年表换算`
            : '';
      return {
        stuId,
        province: values.province,
        score,
        trackCode: answer.trackCode,
        trackName: answer.trackName,
        year: answer.year,
        hasTable: answer.hasTable,
        tableYear: answer.tableYear,
        years: yearModelView(years),
        tableYears: answer.tableYears,
        rank: answer.rank,
        equivalentScores: answer.equivalentScores,
        controlLines: answer.controlLines,
        notice: tableNotice || notice,
        dataSource: answer.dataSource,
      };
    },

    /** The 选科 of each of the students' records (测评's class analysis). */
    subjectsOf: (orgId: number, studentIds: readonly number[]) => records.subjectsOf(orgId, studentIds),

    /** Id and last change of each of the students' records (the class board's cache stamps). */
    recordStamps: (orgId: number, studentIds: readonly number[]) => records.stampsOf(orgId, studentIds),

    /** Record steps the plans module takes inside its own transaction. */
    within: (trx: DatabaseTransaction) => {
      const scoped = createGuidanceRepository(trx);
      return {
        forgetPlans: (orgId: number, planIds: readonly number[]) => scoped.forgetPlans(orgId, planIds),
      };
    },

    /** Makes a plan the student's opened one (getPlanWithSelectedMajor with updateOpened 1). */
    async openPlan(auth: AuthContext, stuId: number, planId: number, fillingMode: FillingMode): Promise<void> {
      const student = await students.info(auth, stuId);
      const stored = await records.find(auth.orgId, stuId);
      await records.save(
        auth.orgId,
        student,
        stored ?? defaultsOf(student),
        { guiPlanId: planId, guiPlanType: fillingMode },
        { userId: auth.userId, now: now() },
      );
    },
  };
}

export type GuidanceService = ReturnType<typeof createGuidanceService>;
