import {
  SIMULATION_DRAWS,
  type AdmissionPrediction,
  type AdmissionPredictBody,
  type PlanSimulation,
  type UnitPrediction,
} from '@zhihang/contract/admission/admission-predict.schema';
import { ADMISSION_TRACKS } from '@zhihang/contract/admissions/admission-codes';
import { prepareScoreTable, scoreToRank } from '@zhihang/contract/admissions/rank-conversion';
import { planMajorName } from '@zhihang/contract/enrollment/plan-row-text';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { PlanDetail, PlanRow } from '@zhihang/contract/plans/plan.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdmissionsService, UnitRow } from '../admissions/admissions.service.ts';
import { createKnowledgeCache } from '../knowledge-cache/knowledge-cache.ts';
import { provinceNameOf } from '../system/area-names.ts';
import { createAdmissionEngineRepository, UNIT_LEVELS, type UnitLevel } from './admission-engine.repository.ts';
import { createAdmissionEngineService } from './admission-engine.service.ts';
import {
  calibrationVersionOf,
  createEngineCalibrationsRepository,
} from './admission-engine-calibrations.repository.ts';
import { knowledgeFingerprint } from '../knowledge-cache/knowledge-version.ts';
import { CalibrationWorkerClosed, type CalibrationFitter, type FitLane } from './admission-predict-fitter.ts';
import { groupLinesOf, simulationSlotsOf } from './admission-predict-plan.ts';
import { fillsPartsOfSchools } from './gaokao-reform.ts';
import {
  calibrationOf,
  engineLevelOf,
  groupLineHistory,
  majorOwnHistory,
  predictUnit,
  type HistoryYear,
  type LevelCalibration,
  type UnitPredictionResult,
} from './admission-predict-unit.ts';
import type { LogShiftOf } from './cutoff-model.ts';
import { buildProvinceTables, logCandidateShift, tableCandidateCount, type ProvinceTables } from './province-tables.ts';
import {
  simulateWholeList,
  type SimulationOptions,
  type SimulationSlot,
  type WholeListResult,
} from './whole-list-simulation.ts';

type Dependencies = {
  db: Kysely<Database>;
  admissions: AdmissionsService;
  now?: () => number;
  /** Fits a calibration off the event loop (a worker thread); without it the fit runs here. */
  fitCalibration?: CalibrationFitter;
  /** Runs the whole-list simulation off the event loop (the making pool); without it, here. */
  simulate?: (slots: readonly SimulationSlot[], options: SimulationOptions) => Promise<WholeListResult>;
};

/** The simulation's seed: a saved plan gets the same answer every time it is asked. */
export const SIMULATION_SEED = 20_260_101;

/**
 * Per `${year}|${track}` of a province's 一分一段 tables: the engine's candidate count (the shift is
 * computed from it, as in the backtest) and the largest rank any of the scope's tables reaches
 * (the ceiling a student's rank is checked against: a track may publish small art and sports
 * tables beside its general one).
 */
type CandidateCounts = {
  shift: Record<string, number>;
  ceiling: Record<string, number>;
  /** Candidates at or above the general 本科 line, where the year's line is published. */
  bachelor?: Record<string, number>;
};

const badRequest = (detail: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${detail}` });

/**
 * Predictions for this year's enrollment-plan rows and the whole-list simulation of saved plans.
 * What the engine fits per province, year and level (parameters, comparable units' spreads) is
 * computed once per data version and kept.
 */
export function createAdmissionPredictService({
  db,
  admissions,
  now,
  fitCalibration,
  simulate = async (slots, options) => simulateWholeList(slots, options),
}: Dependencies) {
  const engine = createAdmissionEngineService(db);
  const engineReads = createAdmissionEngineRepository(db);
  const storedCalibrations = createEngineCalibrationsRepository(db);
  // Rebuilt when an import changes the data (its fingerprint), else kept for a day: a rebuild of a
  // large province takes seconds, so the warm-up (admission-predict-warmup.ts) does it ahead.
  const cache = createKnowledgeCache({ db, ...(now ? { now } : {}), maxEntries: 512, maxAgeMs: 24 * 3_600_000 });

  const candidateCounts = (provinceCode: string, year: number) =>
    cache.get<CandidateCounts>(`counts|${provinceCode}|${year}`, async () => {
      const [rows, lines] = await Promise.all([
        engineReads.scoreTablesUpTo(year, provinceCode),
        engineReads.controlLinesUpTo(year, provinceCode),
      ]);
      const tables = buildProvinceTables(rows, lines);
      const counts: CandidateCounts = { shift: {}, ceiling: {}, bachelor: {} };
      const rankEnds = new Map<string, number[]>();
      for (const row of rows) {
        const scope = `${row.year}|${row.trackCode}`;
        rankEnds.set(scope, [...(rankEnds.get(scope) ?? []), row.rankEnd ?? 0]);
      }
      for (const [scope, ends] of rankEnds) {
        const [tableYear, track] = scope.split('|').map(Number) as [number, number];
        const count = tables.candidateCount(provinceCode, tableYear, track);
        if (count !== undefined) counts.shift[scope] = count;
        const bachelor = tables.bachelorCount?.(provinceCode, tableYear, track);
        if (bachelor !== undefined) counts.bachelor![scope] = bachelor;
        const ceiling = tableCandidateCount(ends);
        if (ceiling !== undefined) counts.ceiling[scope] = ceiling;
      }
      return counts;
    });

  const levelCalibration = (provinceCode: string, year: number, level: UnitLevel, lane: FitLane = 'request') =>
    cache.get<LevelCalibration>(`calibration|${provinceCode}|${year}|${level}`, async () => {
      // A fit stored on this data version (before a restart, or by another server) is served at once.
      const scope = { provinceCode, year, level };
      const version = calibrationVersionOf(await knowledgeFingerprint(db));
      const stored = await storedCalibrations.read(scope, version);
      if (stored) return stored;
      const fitted = await fitCalibrationOf(provinceCode, year, level, lane);
      // A store that fails costs a refit after the next restart, never the answer.
      await storedCalibrations.write(scope, version, fitted, new Date(now ? now() : Date.now())).catch(() => {});
      return fitted;
    });

  const fitCalibrationOf = (provinceCode: string, year: number, level: UnitLevel, lane: FitLane) => {
    // A worker that cannot fit (it failed to start, or died) must not cost the teacher the answer.
    if (fitCalibration) {
      return fitCalibration(provinceCode, year, level, lane).catch((error: unknown) => {
        if (error instanceof CalibrationWorkerClosed) throw error;
        return fitHere(provinceCode, year, level);
      });
    }
    return fitHere(provinceCode, year, level);
  };

  const fitHere = async (provinceCode: string, year: number, level: UnitLevel) => {
    const [forecast] = await engine.forecasts(level, year, ['engine'], provinceCode);
    return calibrationOf(forecast!);
  };

  const shiftOf = (counts: CandidateCounts, provinceCode: string, trackCode: number): LogShiftOf => {
    const tables: ProvinceTables = {
      candidateCount: (_province, year, track) => counts.shift[`${year}|${track}`],
      bachelorCount: (_province, year, track) => counts.bachelor?.[`${year}|${track}`],
      rankOfScore: () => undefined,
    };
    return (year) => logCandidateShift(tables, provinceCode, trackCode, year);
  };

  /** The most candidates any table of the track counts in the years up to `year`: no rank can be larger. */
  const candidateCeiling = (counts: CandidateCounts, year: number, trackCode: number) => {
    const known = [0, 1, 2, 3, 4].flatMap((back) => counts.ceiling[`${year - back}|${trackCode}`] ?? []);
    return known.length ? Math.max(...known) : undefined;
  };

  const studentRankOf = async (body: AdmissionPredictBody, counts: CandidateCounts): Promise<number> => {
    if (body.rank !== undefined) {
      const candidates = candidateCeiling(counts, body.year, body.track);
      if (candidates !== undefined && body.rank > candidates) {
        throw badRequest(`位次 ${body.rank} 超过该省份该科类的考生人数 ${candidates}`);
      }
      return body.rank;
    }
    const table = await admissions.scoreTable({
      provinceCode: body.provinceCode,
      year: body.year,
      trackCode: body.track,
    });
    if (!table.length) throw badRequest(`该省份 ${body.year} 年该科类没有一分一段表，无法由分数换算位次，请填写位次`);
    const interval = scoreToRank(prepareScoreTable(table), body.score!);
    const rank = interval.worst ?? interval.best;
    if (rank === null || rank <= 0) throw badRequest(`分数 ${body.score} 在一分一段表中找不到位次`);
    return rank;
  };

  /** The calibrations the histories need, by engine level. */
  const calibrationsFor = async (
    provinceCode: string,
    year: number,
    histories: Iterable<readonly HistoryYear[]>,
  ): Promise<Map<UnitLevel, LevelCalibration>> => {
    const levels = new Set<UnitLevel>();
    for (const history of histories) {
      const newest = history.find((entry) => (entry.minRank ?? 0) > 0);
      if (newest) levels.add(engineLevelOf(newest.level));
    }
    const calibrations = new Map<UnitLevel, LevelCalibration>();
    for (const level of levels) calibrations.set(level, await levelCalibration(provinceCode, year, level));
    return calibrations;
  };

  type Scope = { provinceCode: string; year: number; trackCode: number; studentRank: number };

  /** A predictor for histories of one scope (loads the calibrations they need first). */
  const predictorFor = async (scope: Scope, histories: Iterable<readonly HistoryYear[]>) => {
    const counts = await candidateCounts(scope.provinceCode, scope.year);
    const calibrations = await calibrationsFor(scope.provinceCode, scope.year, histories);
    const logShiftOf = shiftOf(counts, scope.provinceCode, scope.trackCode);
    const partsOfSchools = fillsPartsOfSchools(scope.provinceCode, scope.year);
    return (
      unitId: number,
      history: readonly HistoryYear[],
      dataSource: string,
      planCount?: number | null,
      majorCode?: string,
    ) =>
      predictUnit({
        provinceCode: scope.provinceCode,
        ...(majorCode ? { majorCode } : {}),
        unitId,
        year: scope.year,
        trackCode: scope.trackCode,
        studentRank: scope.studentRank,
        dataSource,
        planCount: planCount ?? null,
        history,
        logShiftOf,
        calibrationOf: (level) => calibrations.get(level),
        fillsPartsOfSchools: partsOfSchools,
      });
  };

  /**
   * The own line of each unit's 院校专业组 (its members' joined history, as the simulation reads it),
   * by the unit's id; a school's line or a major's is not the group's.
   */
  const groupLinesOfUnits = async (
    of: readonly UnitRow[],
    examYear: number,
  ): Promise<{
    lines: Map<number, HistoryYear[]>;
    members: Map<number, Array<{ unit: UnitRow; history: readonly HistoryYear[] }>>;
  }> => {
    const byScope = new Map<string, UnitRow[]>();
    for (const unit of of) {
      const key = `${unit.provinceCode}|${unit.year}|${unit.trackCode}|${unit.batchCode}`;
      byScope.set(key, [...(byScope.get(key) ?? []), unit]);
    }
    const lines = new Map<number, HistoryYear[]>();
    const membersOf = new Map<number, Array<{ unit: UnitRow; history: readonly HistoryYear[] }>>();
    for (const scoped of byScope.values()) {
      const [first] = scoped as [UnitRow];
      const members = await admissions.unitsOfGroups(
        { provinceCode: first.provinceCode, year: first.year, trackCode: first.trackCode, batchCode: first.batchCode },
        scoped.map((unit) => ({ collegeCode: unit.collegeCode, groupCode: unit.groupCode })),
      );
      const history = await admissions.planHistory(
        members.map((member) => member.id),
        examYear,
      );
      for (const unit of scoped) {
        const own = members.filter(
          (member) => member.collegeCode === unit.collegeCode && member.groupCode === unit.groupCode,
        );
        lines.set(unit.id, groupLineHistory(own.map((member) => history.get(member.id) ?? [])));
        membersOf.set(
          unit.id,
          own.map((member) => ({ unit: member, history: history.get(member.id) ?? [] })),
        );
      }
    }
    return { lines, members: membersOf };
  };

  const slotLabel = (row: PlanRow) =>
    [
      row.collegeName || row.collegeCode,
      row.groupName || (row.groupCode ? `${row.groupCode}组` : ''),
      // A group-only row's "major" is the group again (四川大学组3801): the group label says it.
      row.majors.length === 1 && !planMajorName(row.majors[0]!, row.groupCode).groupOnly
        ? row.majors[0]!.majorName
        : '',
    ]
      .filter(Boolean)
      .join(' ');

  return {
    /**
     * Fits what a province-year's predictions need (candidate counts, each level's calibration)
     * ahead of its first request; `pause` runs between the levels so requests are served in between.
     */
    async warm(provinceCode: string, year: number, pause: () => Promise<void>): Promise<void> {
      await candidateCounts(provinceCode, year);
      for (const level of UNIT_LEVELS) {
        await pause();
        await levelCalibration(provinceCode, year, level, 'background');
      }
    },

    /** P(admit), R̂, interval, tier, confidence and why for up to 200 of this year's units. */
    async predict(body: AdmissionPredictBody): Promise<AdmissionPrediction> {
      if (!provinceNameOf(body.provinceCode)) throw badRequest(`未知的省份代码 ${body.provinceCode}`);
      if (!ADMISSION_TRACKS.some((track) => track.code === body.track))
        throw badRequest(`未知的科类代码 ${body.track}`);
      const ids = [...new Set(body.unitIds)];
      const groupIds = [...new Set(body.groupUnitIds ?? [])];
      const units = new Map((await admissions.unitsByIds([...ids, ...groupIds])).map((unit) => [unit.id, unit]));
      const unknown = [...new Set([...ids, ...groupIds])].filter((id) => !units.has(id));
      if (unknown.length) throw badRequest(`招生计划 ${unknown.slice(0, 5).join('、')} 不存在`);
      const foreign = [...new Set([...ids, ...groupIds])].filter((id) => {
        const unit = units.get(id) as UnitRow;
        // The year is the exam year: its plan book, or another year's used for lack of it (year model).
        return unit.provinceCode !== body.provinceCode || unit.trackCode !== body.track;
      });
      if (foreign.length) throw badRequest(`招生计划 ${foreign.slice(0, 5).join('、')} 不属于所选的省份与科类`);
      const counts = await candidateCounts(body.provinceCode, body.year);
      const studentRank = await studentRankOf(body, counts);
      const { lines: groupLines, members: groupMembers } = await groupLinesOfUnits(
        groupIds.map((id) => units.get(id) as UnitRow),
        body.year,
      );
      const history = await admissions.planHistory(ids, body.year);
      const predict = await predictorFor(
        { provinceCode: body.provinceCode, year: body.year, trackCode: body.track, studentRank },
        [
          ...history.values(),
          ...groupLines.values(),
          ...[...groupMembers.values()].flatMap((members) => members.map((member) => member.history)),
        ],
      );
      /** Without its own line a group admits down to its most lenient major (as the simulation reads it). */
      const mostLenientMember = (id: number) => {
        let lenient: { name: string; prediction: UnitPrediction } | undefined;
        for (const member of groupMembers.get(id) ?? []) {
          const { prediction } = predict(
            member.unit.id,
            member.history,
            member.unit.dataSource,
            member.unit.planCount,
            member.unit.catalogueCode,
          );
          if (prediction.predictedRank === null) continue;
          if (!lenient || prediction.predictedRank > lenient.prediction.predictedRank!) {
            lenient = { name: member.unit.majorName, prediction };
          }
        }
        return lenient;
      };
      const unitOf = (id: number) => units.get(id) as UnitRow;
      return {
        provinceCode: body.provinceCode,
        year: body.year,
        track: body.track,
        studentRank,
        units: ids.map(
          (id) =>
            predict(id, history.get(id) ?? [], unitOf(id).dataSource, unitOf(id).planCount, unitOf(id).catalogueCode)
              .prediction,
        ),
        ...(body.groupUnitIds
          ? {
              groups: groupIds.map((id) => {
                const line = groupLines.get(id) ?? [];
                const prediction = predict(id, line, unitOf(id).dataSource).prediction;
                if (line.length) return prediction;
                const lenient = mostLenientMember(id);
                if (!lenient) {
                  return { ...prediction, why: { ...prediction.why, text: '数据不足：该院校专业组没有往年的投档线' } };
                }
                const text = `该院校专业组没有往年的投档线，按组内最宽松的专业（${lenient.name}）预测：${lenient.prediction.why.text}`;
                return { ...lenient.prediction, unitId: id, why: { ...lenient.prediction.why, text } };
              }),
            }
          : {}),
      };
    },

    /**
     * The engine's prediction of each unit the intelligent making may choose, from the history
     * the caller read with them, and in group modes each group's own line (by 院校代码|专业组代码).
     */
    async predictUnits(
      scope: Scope,
      units: readonly UnitRow[],
      history: ReadonlyMap<number, readonly HistoryYear[]>,
      groupMode: boolean,
    ): Promise<{ units: Map<number, UnitPredictionResult>; groupLines: Map<string, UnitPredictionResult> }> {
      const members = new Map<string, UnitRow[]>();
      if (groupMode) {
        for (const unit of units) {
          const key = `${unit.collegeCode}|${unit.groupCode}`;
          members.set(key, [...(members.get(key) ?? []), unit]);
        }
      }
      const lines = new Map(
        [...members].map(([key, of]) => [key, groupLineHistory(of.map((unit) => history.get(unit.id) ?? []))] as const),
      );
      const predict = await predictorFor(scope, [...history.values(), ...lines.values()]);
      const predicted = new Map(
        units.map((unit) => [
          unit.id,
          predict(unit.id, history.get(unit.id) ?? [], unit.dataSource, unit.planCount, unit.catalogueCode),
        ]),
      );
      const groupLines = new Map(
        [...lines].flatMap(([key, line]) =>
          line.length
            ? [[key, predict(members.get(key)![0]!.id, line, members.get(key)![0]!.dataSource)] as const]
            : [],
        ),
      );
      return { units: predicted, groupLines };
    },

    /**
     * The whole-list simulation of a saved plan, read by the caller, at its student's rank
     * (10,000 draws, fixed seed).
     */
    async simulateLoaded(plan: PlanDetail): Promise<PlanSimulation> {
      const planId = plan.id;
      const studentRank = plan.student.rank;
      if (studentRank === null) {
        throw new AppError(plan.student.scoreTotal === null ? ERROR.planScoreMissing : ERROR.planRankUnknown);
      }
      const grouped = plan.fillingMode !== '专业+院校';
      const present = plan.rows.filter((row) => !row.missing);
      const members = grouped
        ? await admissions.unitsOfGroups(
            { provinceCode: plan.provinceCode, year: plan.year, trackCode: plan.trackCode, batchCode: plan.batchCode },
            present.map((row) => ({ collegeCode: row.collegeCode, groupCode: row.groupCode })),
          )
        : [];
      const unitIds = grouped
        ? members.map((unit) => unit.id)
        : present.flatMap((row) => (row.enrollmentPlanId === null ? [] : [row.enrollmentPlanId]));
      // The exam year the plan is for (its book may be an earlier year's): its lines and its forecast.
      const examYear = plan.years?.examYear ?? plan.year;
      const history = await admissions.planHistory(unitIds, examYear);
      const historyOf = (id: number): readonly HistoryYear[] => history.get(id) ?? [];
      const scope = { provinceCode: plan.provinceCode, year: examYear, trackCode: plan.trackCode, studentRank };
      // Every history a slot may be predicted from: whole rows, majors' own years, groups' lines.
      const predict = await predictorFor(scope, [
        ...history.values(),
        ...[...history.values()].map(majorOwnHistory),
        ...groupLinesOf(present, members, historyOf).values(),
      ]);
      const slots = simulationSlotsOf({
        rows: plan.rows,
        grouped,
        members,
        historyOf,
        cutoffOf: (id, own) => predict(id, own, '').cutoff,
      });
      const result = await simulate(slots, { studentRank, draws: SIMULATION_DRAWS, seed: SIMULATION_SEED });
      return {
        planId,
        ...result,
        slots: result.slots.map((outcome, index) => ({ ...outcome, label: slotLabel(plan.rows[index]!) })),
      };
    },
  };
}

export type AdmissionPredictService = ReturnType<typeof createAdmissionPredictService>;
