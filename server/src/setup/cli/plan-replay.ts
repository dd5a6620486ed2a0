import { BATCH_CODE, type FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { prepareScoreTable, scoreToRank, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import { studentSubjectMask, subjectFit, type StudentSubjects } from '@zhihang/contract/admissions/subject-fit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { groupLineHistory } from '../../modules/admission-engine/admission-predict-unit.ts';
import { createAdmissionPredictService } from '../../modules/admission-engine/admission-predict.service.ts';
import {
  createAdmissionsService,
  type PlanHistoryYear,
  type ReplayScope,
  type UnitRow,
} from '../../modules/admissions/admissions.service.ts';
import { createFillingRulesService } from '../../modules/admissions/filling-rules/filling-rules.service.ts';
import { DEFAULT_ADMIT_TARGET, engineFill } from '../../modules/plans/plan-filling-engine.ts';
import { intelligentFill } from '../../modules/plans/plan-filling.ts';
import {
  replayAdmission,
  replayStudents,
  subjectCombinations,
  type ReplaySlot,
  type StudentReplay,
} from '../../modules/plans/plan-replay.ts';
import type { StoredPlanRow } from '../../modules/plans/plans.repository.ts';

/**
 * `npm run backtest -- --plans --year Y`: for every province with Y's plan book and Y − 1's
 * outcomes, simulated students from the top 1 % to the 本科 line get a plan from 智能填报 (the
 * engine, default split and target) and from the rank gap alone (the baseline), each made only
 * from what was published before Y's filling: Y's plan book, 一分一段 table and lines, and the
 * outcomes of the years before Y (the year model cuts the history at the exam year). Y's real
 * lines then replay the 投档 (plan-replay.ts).
 */

export type ScopeReplay = {
  scope: ReplayScope;
  fillingMode: FillingMode;
  slots: number;
  topRank: number;
  lineRank: number;
  lineScore: number;
  engine: StudentReplay[];
  baseline: StudentReplay[];
  /** Students whose plan the engine could not make (no prediction at all): made by the rank gap. */
  engineFellBack: number;
};

export type SkippedScope = { provinceCode: string; trackCode: number; reason: string };

const ALL_SUBJECTS = 127;
/** Below this share of units with a real line of the year, a province-track is not judged. */
const MIN_JUDGED_SHARE = 0.5;

/** A made plan slot by slot: the group (院校代码|专业组代码) with its listed units, or the unit. */
const planOf = (rows: readonly StoredPlanRow[]): string[] =>
  rows.map((row) =>
    row.enrollmentPlanId !== null
      ? String(row.enrollmentPlanId)
      : `${row.collegeCode}|${row.groupCode}|${row.majorIds.join('+')}`,
  );

/** Every unit of a batch as one slot each (a group once), to measure how many the year's lines judge. */
function unitRowsOf(units: readonly UnitRow[], fillingMode: FillingMode): StoredPlanRow[] {
  const seen = new Set<string>();
  return units.flatMap((unit) => {
    const key = fillingMode === '专业+院校' ? String(unit.id) : `${unit.collegeCode}|${unit.groupCode}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        slot: seen.size,
        enrollmentPlanId: fillingMode === '专业+院校' ? unit.id : null,
        collegeCode: unit.collegeCode,
        groupCode: unit.groupCode,
        majorIds: fillingMode === '专业+院校' ? [] : [unit.id],
        obeysAdjustment: null,
      },
    ];
  });
}
/** The replay plans the ordinary admission only, as 智能填报 does for an ordinary batch. */
const ORDINARY = { ordinaryAdmission: true } as const;

export async function replayPlans(
  db: Kysely<Database>,
  year: number,
  options: {
    provinceCode?: string;
    studentsPerTrack: number;
    log?: (line: string) => void;
    /** Below this share of units with a real line of the year a province-track is not judged (0.5). */
    minJudgedShare?: number;
  },
): Promise<{ replayed: ScopeReplay[]; skipped: SkippedScope[] }> {
  const log = options.log ?? (() => {});
  const admissions = createAdmissionsService({ db });
  const predictions = createAdmissionPredictService({
    db,
    admissions,
  });
  const fillingRules = createFillingRulesService(db);
  const { scopes, skipped } = await admissions.replayScopes(year, options.provinceCode);
  const replayed: ScopeReplay[] = [];

  for (const scope of scopes) {
    const label = `${scope.provinceCode} ${scope.trackCode}`;
    const rule = await fillingRules.fillingRuleFor(scope.provinceCode, year, BATCH_CODE.undergraduate);
    if (!rule) {
      skipped.push({ ...scope, reason: `${year} 年无本科批填报规则` });
      continue;
    }
    const table = prepareScoreTable(
      await admissions.scoreTable({ provinceCode: scope.provinceCode, year, trackCode: scope.trackCode }),
    );
    const candidates = table.bands.at(-1)?.end ?? 0;
    const lineRank = scoreToRank(table, scope.lineScore).worst;
    if (!candidates || lineRank === null) {
      skipped.push({ ...scope, reason: `${year} 年一分一段表读不出本科线 ${scope.lineScore} 分的位次` });
      continue;
    }
    const topRank = Math.max(1, Math.ceil(candidates * 0.01));
    const fillingMode = rule.rule.fillingMode;
    const groupMode = fillingMode !== '专业+院校';
    const slots = rule.rule.volunteerCount;
    const majorsPerGroup = fillingMode === '专业+院校' ? 1 : rule.rule.majorsPerGroup;
    const unitScope = {
      provinceCode: scope.provinceCode,
      year,
      trackCode: scope.trackCode,
      batchCode: BATCH_CODE.undergraduate,
    };

    // Every unit of the batch with its history before the year (what the plans see) and with the
    // year itself (what the replay judges by).
    const everything = await admissions.fittingUnitsWithHistory(unitScope, ALL_SUBJECTS, ORDINARY, year);
    const outcomes = await admissions.planHistory(
      everything.units.map((unit) => unit.id),
      year + 1,
    );
    if (!everything.units.length) {
      skipped.push({ ...scope, reason: `${year} 年招生计划中没有一行能与此前年份的录取结果对应（无可比历史）` });
      continue;
    }
    const judge = createJudge(year, fillingMode, everything.units, everything.history, outcomes, table);
    // A replay where most units have no real line of the year would judge the plans by a few rows.
    const judged = judge(unitRowsOf(everything.units, fillingMode), { first: null, others: [] });
    const withLine = judged.filter((slot) => slot.cutoffRank !== null).length;
    if (withLine < judged.length * (options.minJudgedShare ?? MIN_JUDGED_SHARE)) {
      skipped.push({
        ...scope,
        reason: `只有 ${withLine} / ${judged.length} 个填报单位有 ${year} 年的真实投档线，无法判定方案`,
      });
      continue;
    }

    const students = replayStudents(
      topRank,
      lineRank,
      options.studentsPerTrack,
      subjectCombinations(scope.trackCode, scope.provinceCode),
    );
    const byCombination = new Map<string, Awaited<ReturnType<typeof admissions.fittingUnitsWithHistory>>>();
    const result: ScopeReplay = {
      scope,
      fillingMode,
      slots,
      topRank,
      lineRank,
      lineScore: scope.lineScore,
      engine: [],
      baseline: [],
      engineFellBack: 0,
    };
    for (const student of students) {
      const mask = studentSubjectMask(student.subjects);
      const key = String(mask);
      if (!byCombination.has(key)) {
        byCombination.set(key, await admissions.fittingUnitsWithHistory(unitScope, mask, ORDINARY, year));
      }
      const fitting = byCombination.get(key)!;
      const baselineRows = intelligentFill({
        fillingMode,
        year,
        units: fitting.units,
        history: fitting.history,
        studentRank: student.rank,
        slots,
        majorsPerGroup,
      });
      const baseline = { rank: student.rank, combination: student.combination, plan: planOf(baselineRows) };
      result.baseline.push({ ...baseline, promised: null, slots: judge(baselineRows, student.subjects) });

      const predicted = await predictions.predictUnits(
        { provinceCode: scope.provinceCode, year, trackCode: scope.trackCode, studentRank: student.rank },
        fitting.units,
        fitting.history,
        groupMode,
      );
      const anyNumber = [...predicted.units.values()].some((entry) => entry.cutoff !== null);
      if (!anyNumber) {
        result.engineFellBack += 1;
        result.engine.push({ ...baseline, promised: null, slots: judge(baselineRows, student.subjects) });
        continue;
      }
      const made = engineFill({
        fillingMode,
        studentRank: student.rank,
        slots,
        majorsPerGroup,
        target: DEFAULT_ADMIT_TARGET,
        units: fitting.units,
        predictionOf: (id) => predicted.units.get(id),
        groupLineOf: (groupKey) => predicted.groupLines.get(groupKey),
      });
      result.engine.push({
        rank: student.rank,
        combination: student.combination,
        plan: planOf(made.rows),
        promised: made.admitted,
        slots: judge(made.rows, student.subjects),
      });
    }
    log(`${label}: ${students.length} 名学生（位次 ${topRank}–${lineRank}）`);
    replayed.push(result);
  }
  return { replayed, skipped };
}

/** Judges a made plan's rows by the year's real lines and the units' 选科 requirements. */
function createJudge(
  year: number,
  fillingMode: FillingMode,
  units: readonly UnitRow[],
  before: ReadonlyMap<number, readonly PlanHistoryYear[]>,
  outcomes: ReadonlyMap<number, readonly PlanHistoryYear[]>,
  table: PreparedScoreTable,
) {
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  const groupMembers = new Map<string, UnitRow[]>();
  const collegeMembers = new Map<string, UnitRow[]>();
  for (const unit of units) {
    const key = `${unit.collegeCode}|${unit.groupCode}`;
    groupMembers.set(key, [...(groupMembers.get(key) ?? []), unit]);
    collegeMembers.set(unit.collegeCode, [...(collegeMembers.get(unit.collegeCode) ?? []), unit]);
  }
  const ofYear = (id: number) => (outcomes.get(id) ?? []).filter((entry) => entry.year === year);
  // A line printed with its score only: its rank in the year's table (the history join does the same).
  const rankOfEntry = (entry: PlanHistoryYear): number | null => {
    if (entry.minRank && entry.minRank > 0) return entry.minRank;
    return entry.minScore === null ? null : scoreToRank(table, entry.minScore).worst;
  };
  const rankOf = (entries: readonly PlanHistoryYear[]) =>
    entries.reduce<number | null>((worst, entry) => {
      const rank = rankOfEntry(entry);
      return rank === null ? worst : Math.max(worst ?? 0, rank);
    }, null);

  /** The real line the slot's 投档 used: the major's own, the group's, else the school's. */
  const cutoffOf = (row: StoredPlanRow): number | null => {
    if (fillingMode === '专业+院校') {
      return rankOf(ofYear(row.enrollmentPlanId ?? -1).filter((entry) => entry.level === 'major'));
    }
    if (fillingMode === '院校专业组') {
      const members = groupMembers.get(`${row.collegeCode}|${row.groupCode}`) ?? [];
      const line = groupLineHistory(members.map((member) => ofYear(member.id)));
      if (line.length) return line[0]!.minRank;
      // No group line published: the group admits down to its weakest major's line.
      const majors = members.map((member) => rankOf(ofYear(member.id).filter((entry) => entry.level === 'major')));
      return majors.length && majors.every((rank) => rank !== null) ? Math.max(...(majors as number[])) : null;
    }
    const members = collegeMembers.get(row.collegeCode) ?? [];
    return rankOf(members.flatMap((member) => ofYear(member.id).filter((entry) => entry.level === 'university')));
  };

  const listedOf = (row: StoredPlanRow): UnitRow[] =>
    (row.enrollmentPlanId !== null ? [row.enrollmentPlanId] : row.majorIds).flatMap((id) => unitById.get(id) ?? []);

  return (rows: readonly StoredPlanRow[], subjects: StudentSubjects): ReplaySlot[] =>
    rows.map((row) => {
      const listed = listedOf(row);
      const known = listed.filter((unit) => unit.subjectMatch !== null);
      const fits = known.map(
        (unit) => subjectFit({ allMask: unit.allMask, anyMask: unit.anyMask, first: unit.subjectFirst }, subjects).fits,
      );
      return {
        slot: row.slot,
        cutoffRank: cutoffOf(row),
        subjectsFit: known.length === 0 ? null : fits.every(Boolean),
        hadHistory: listed.some((unit) => (before.get(unit.id) ?? []).some((entry) => (entry.minRank ?? 0) > 0)),
      };
    });
}

/** One line per student and method: the plan as made, the promise and where the replay admitted. */
export function replayCsv(replayed: readonly ScopeReplay[]): string {
  const lines = ['省份,科类,方法,位次,选科,承诺P,录取志愿,录取单位位次,方案'];
  for (const scope of replayed) {
    for (const [method, students] of [
      ['engine', scope.engine],
      ['rank-gap', scope.baseline],
    ] as const) {
      for (const student of students) {
        const outcome = replayAdmission(student.rank, student.slots);
        const admitting = student.slots.find((slot) => slot.slot === outcome.slot);
        lines.push(
          [
            scope.scope.provinceCode,
            scope.scope.trackCode,
            method,
            student.rank,
            student.combination ?? '',
            student.promised === null ? '' : student.promised.toFixed(4),
            outcome.slot ?? '',
            admitting?.cutoffRank ?? '',
            `"${(student.plan ?? []).join(';')}"`,
          ].join(','),
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
