import {
  rankToScore,
  scoreToRank,
  type RankInterval,
  type ScoreInterval,
} from '@zhihang/contract/admissions/rank-conversion';
import type { PlanCoverage } from '@zhihang/contract/imports/import-report.schema';
import { outcomeYearsBefore, planBookYear, yearUpTo, type YearModel } from '@zhihang/contract/admissions/year-model';
import type { PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { provinceNameOf } from '../system/area-names.ts';
import { continuityFindingsOf, type JoinFindingsRecorder } from './continuity-findings.ts';
import { joinPlanHistory } from './plan-history-join.ts';
import { withTableRanks, type TablesByYearTrack } from './plan-history-ranks.ts';
import { applyInheritedSubjects, inheritPlanSubjects } from './plan-subject-inheritance.ts';
import { BATCH_TABLES, createPlanHistoryRefreshRepository } from './plan-history-refresh.repository.ts';
import { createAdmissionHistoryRepository, type OldYearRow } from './admission-history.repository.ts';
import { createEnrollmentPlansRepository, type PlanFilter, type UnitRow } from './enrollment-plans.repository.ts';
import { createPlanHistoryRepository, type PlanHistoryYear } from './plan-history.repository.ts';
import { createPreparedScoreTables } from './prepared-score-tables.ts';
import { provinceBatchOf } from './province-batches.ts';
import { createScoreTablesRepository, type ControlLineRow } from './score-tables.repository.ts';
import { createGroupContentsRepository } from './group-contents.repository.ts';
import { createUniversityLinesRepository } from './university-lines.repository.ts';
import { createReplayScopesRepository } from './replay-scopes.repository.ts';
import { createUniversityMajorsRepository } from './university-majors.repository.ts';
import { pickTrack, trackPreferences } from './student-track.ts';

export type { OldYearRow } from './admission-history.repository.ts';
export type { PlanHistoryYear } from './plan-history.repository.ts';
export type { JoinFindingsRecorder } from './continuity-findings.ts';
export type { ReplayScope } from './replay-scopes.repository.ts';
export type { PlanFilter, UnitRow } from './enrollment-plans.repository.ts';
export type { ControlLineRow, ScoreBandRow } from './score-tables.repository.ts';

/** Province × year × track × batch of the units a plan holds. */
export type UnitScope = { provinceCode: string; year: number; trackCode: number; batchCode: number };

/** A student's rank interval in the latest 一分一段 table of their province and track. */
export type StudentRank = { year: number | null; trackCode: number; rank: RankInterval };

/** A student's score in the 一分一段 table of their exam year (else the latest) and track. */
export type ScoreRank = {
  /** The exam year asked for (whether or not it has a table), else the latest table's year. */
  year: number | null;
  /** The table the rank was read in: the exam year's, else the latest earlier one; null when none. */
  tableYear: number | null;
  /** Whether `year` has a table for the student's track. */
  hasTable: boolean;
  /** Years with a table for one of the student's tracks, newest first. */
  tableYears: number[];
  trackCode: number;
  trackName: string;
  rank: RankInterval;
  /** 同位分 of the two years before `year`, newest first (years without a table left out). */
  equivalentScores: Array<ScoreInterval & { year: number }>;
  controlLines: ControlLineRow[];
  dataSource: string;
};

/** Ids per IN list: SQLite and PostgreSQL both take far more parameters, stay well below. */
const ID_CHUNK = 500;

const chunksOf = <T>(values: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / ID_CHUNK) }, (_, index) =>
    values.slice(index * ID_CHUNK, (index + 1) * ID_CHUNK),
  );

/** Which provinces the history join runs for: all, named ones, or those with rows in the named import files. */
/** Which provinces to refresh: all, named ones, or those of the imported files (their import_files ids). */
export type PlanHistoryScope = { all: true } | { provinceCodes: string[] } | { fileIds: number[] };

/** The batches of the year's rules, else of the nearest earlier year, else of the nearest later one. */
function batchesOfYear(byYear: Map<number, string[]>, year: number): string[] {
  const years = [...byYear.keys()].sort((left, right) => right - left);
  const chosen = years.find((candidate) => candidate <= year) ?? years[years.length - 1];
  return chosen === undefined ? [] : (byYear.get(chosen) ?? []);
}

/**
 * The one home of admissions data access (一分一段, control lines, admission history, enrollment
 * plans and their history): other modules call this service, never the repositories.
 */
export function createAdmissionsService({
  db,
  recordJoinFindings,
}: {
  db: Kysely<Database>;
  /** Where the plan history join's findings go (the importer's findings table); else not kept. */
  recordJoinFindings?: JoinFindingsRecorder;
}) {
  const planHistory = createPlanHistoryRepository(db);
  const enrollmentPlans = createEnrollmentPlansRepository(db);
  const admissionHistory = createAdmissionHistoryRepository(db);
  const universityLines = createUniversityLinesRepository(db);
  const universityMajors = createUniversityMajorsRepository(db);
  const scoreTables = createScoreTablesRepository(db);
  const groupContents = createGroupContentsRepository(db);
  const preparedTables = createPreparedScoreTables(scoreTables);

  /** Enrollment-plan rows by id, any number of them, in id order. */
  const unitsByIds = async (ids: readonly number[]): Promise<UnitRow[]> => {
    const rows: UnitRow[] = [];
    for (const chunk of chunksOf([...new Set(ids)])) rows.push(...(await enrollmentPlans.units({ ids: chunk })));
    return rows.sort((left, right) => left.id - right.id);
  };

  const noRank: RankInterval = { best: null, worst: null, exact: false, kind: 'no-table' };

  /** The student's track (the first preferred one with a table) and its latest table year. */
  const latestTable = async (provinceCode: string, mainSubject: string) => {
    const preferences = trackPreferences(mainSubject);
    for (const trackCode of preferences) {
      const year = await scoreTables.latestYear(provinceCode, trackCode);
      if (year !== undefined) return { trackCode, year };
    }
    return { trackCode: preferences[0] as number, year: undefined };
  };

  /**
   * The table a student's score is read in (the year model, contract/src/admissions/year-model.ts):
   * with an exam year, that year's table of the first preferred track that has one, else the
   * latest earlier table, never a later year's; without, the latest table. `year` is the exam year
   * (the latest table's without one), `tableYear` the table's, `hasTable` whether they agree.
   */
  const examTable = async (
    provinceCode: string,
    mainSubject: string,
    examYear: number | undefined,
  ): Promise<{ trackCode: number; year: number | undefined; tableYear: number | undefined; hasTable: boolean }> => {
    if (examYear !== undefined) {
      for (const trackCode of trackPreferences(mainSubject)) {
        if (await scoreTables.hasTable(provinceCode, examYear, trackCode)) {
          return { trackCode, year: examYear, tableYear: examYear, hasTable: true };
        }
      }
      for (const trackCode of trackPreferences(mainSubject)) {
        const earlier = yearUpTo(await scoreTables.tableYears(provinceCode, trackCode), examYear);
        if (earlier !== null) return { trackCode, year: examYear, tableYear: earlier, hasTable: false };
      }
    }
    const latest = await latestTable(provinceCode, mainSubject);
    if (examYear === undefined) return { ...latest, tableYear: latest.year, hasTable: latest.year !== undefined };
    return { trackCode: latest.trackCode, year: examYear, tableYear: undefined, hasTable: false };
  };

  /** Years with outcomes (any level) of a province and track, newest first. */
  const outcomeYears = async (provinceCode: string, trackCode: number): Promise<number[]> =>
    admissionHistory.outcomeYears(provinceCode, trackCode);

  /**
   * The years of a province's plan book, measured against the schools the province admitted to
   * (year-model.ts): the most of the track's own and of any one track's, since a track may hold
   * only a few stray lines.
   */
  const planBookYearsOf = async (provinceCode: string, trackCode: number | undefined): Promise<number[]> => {
    const province = (await admissionHistory.provinceSchoolsAdmitted(provinceCode)).schools;
    const track =
      trackCode === undefined ? 0 : (await admissionHistory.schoolsAdmitted(provinceCode, trackCode)).schools;
    return enrollmentPlans.planYearsOf(provinceCode, trackCode, Math.max(province, track));
  };

  /** Years with a table for one of the student's tracks, newest first. */
  const examYears = async (provinceCode: string, mainSubject: string): Promise<number[]> => {
    const years = new Set<number>();
    for (const trackCode of trackPreferences(mainSubject)) {
      for (const year of await scoreTables.tableYears(provinceCode, trackCode)) years.add(year);
    }
    return [...years].sort((left, right) => right - left);
  };

  /** Tracks with plans in a province, and the latest plan year per track. */
  const planYears = async (provinceCode: string): Promise<Map<number, number>> => {
    const latest = new Map<number, number>();
    for (const option of await enrollmentPlans.searchOptions(provinceCode)) {
      latest.set(option.track_code, Math.max(latest.get(option.track_code) ?? 0, Number(option.year)));
    }
    return latest;
  };

  /** Every 一分一段 table of a province's plan tracks, prepared, by `${year}|${trackCode}`. */
  const provinceTables = async (provinceCode: string): Promise<TablesByYearTrack> => {
    const tables = new Map<string, PreparedScoreTable>();
    for (const trackCode of (await planYears(provinceCode)).keys()) {
      for (const year of await scoreTables.tableYears(provinceCode, trackCode)) {
        const prepared = await preparedTables.prepared({ provinceCode, year, trackCode });
        if (!prepared.empty) tables.set(`${year}|${trackCode}`, prepared.table);
      }
    }
    return tables;
  };

  /** Maps every published batch name of the province's plan and admission rows to its batches. */
  async function normaliseBatches(trx: Kysely<Database>, provinceCode: string): Promise<void> {
    const refresh = createPlanHistoryRefreshRepository(trx);
    const ruleRows = await refresh.ruleBatches(provinceCode);
    const byYear = new Map<number, string[]>();
    for (const rule of ruleRows) {
      byYear.set(rule.year, [...(byYear.get(rule.year) ?? []), ...rule.batches.split('|').filter(Boolean)]);
    }
    for (const table of BATCH_TABLES) {
      for (const row of await refresh.batchNames(table, provinceCode)) {
        const batch = provinceBatchOf(row.batch_name, batchesOfYear(byYear, row.year));
        const unchanged =
          batch.code === row.batch_code &&
          batch.name === row.province_batch &&
          batch.fromTitle === row.batch_from_title;
        if (unchanged) continue;
        await refresh.setProvinceBatch(table, { provinceCode, year: row.year, batchName: row.batch_name }, batch);
      }
    }
  }

  return {
    /** The rows of one published 一分一段 table (province/year/track, first category unless named), high to low. */
    scoreTable: scoreTables.scoreTable,
    /** A page of enrollment plan rows matching the filter, with their group's plan total. */
    planPage: enrollmentPlans.plans,
    /** Province, year, track, batch, school and group of one plan row. */
    planScope: enrollmentPlans.planScope,
    /** The province-tracks the replay of a year can judge (ordinary 本科 batch, outcomes, line), and why not others. */
    replayScopes: createReplayScopesRepository(db).scopes,
    /** Each year's majors (catalogue ids) with a plan, for the majors' 当年有计划 list. */
    plannedMajorYears: enrollmentPlans.plannedMajorYears,
    /** A page of college × 专业组 rows of the filtered plans. */
    planSchoolPage: enrollmentPlans.schools,
    /** Years, tracks and batches that have plans in a province. */
    planSearchOptions: enrollmentPlans.searchOptions,
    /** A page of the universities whose plans carry a major, with their latest plan year. */
    offeringUniversities: enrollmentPlans.offeringUniversities,
    /** A university's school, 专业组 and major lines in a province, for its detail pages. */
    universityLines: universityLines.lines,
    /** A university's major lines in a province with their codes and source (1,000 rows at most). */
    universityMajorLines: universityLines.majorLines,
    /** Provinces and years with lines of a university, with its published school lines counted. */
    universityLineProvinces: universityLines.lineProvinces,
    /** Provinces and years with enrolment plans of a university. */
    universityPlanProvinces: universityLines.planProvinces,
    /** Ids of the catalogue majors a university's plan rows and major lines name (its 开设专业 when it publishes none). */
    universityMajorIds: universityMajors.majorIdsOf,

    /**
     * Each plan row's history, newest first: the three latest outcome years before the exam year
     * (before the row's own year when none is given), so a 2025 plan-book row planned for 2026
     * shows its 2025 line. Every asked id that exists is a key (an empty list when nothing is
     * known), unknown ids are left out.
     */
    async planHistory(planIds: readonly number[], examYear?: number): Promise<Map<number, PlanHistoryYear[]>> {
      return planHistory.historyOf([...new Set(planIds)], examYear);
    },

    /**
     * The year model of a student's plan (contract/src/admissions/year-model.ts): the exam year's
     * plan book and table when published, else the latest earlier ones, and the three latest
     * outcome years before the exam year.
     */
    async yearModel(provinceCode: string, mainSubject: string, examYear: number): Promise<YearModel> {
      const { trackCode, tableYear } = await examTable(provinceCode, mainSubject, examYear);
      const planTrackCode = pickTrack(mainSubject, [...(await planYears(provinceCode)).keys()]);
      const planYear = planBookYear(await planBookYearsOf(provinceCode, planTrackCode), examYear);
      return {
        examYear,
        planYear,
        tableYear: tableYear ?? null,
        outcomeYears: outcomeYearsBefore(await outcomeYears(provinceCode, trackCode), examYear),
      };
    },

    /**
     * The plan book a plan of the exam year draws from: that year's, else the latest earlier one,
     * else the latest (any track when none is named).
     */
    async planYearFor(
      provinceCode: string,
      trackCode: number | undefined,
      examYear: number,
    ): Promise<number | undefined> {
      return planBookYear(await planBookYearsOf(provinceCode, trackCode), examYear) ?? undefined;
    },

    unitsByIds,

    /** The years that hold a province's plan book for a track, newest first (year-model.ts). */
    planBookYears: planBookYearsOf,

    /**
     * How much of the province a plan book covers: the schools it lists for the track, against
     * the schools the province admitted to in its latest outcome year.
     */
    async planBookCoverage(provinceCode: string, trackCode: number, planYear: number) {
      const admitted = await admissionHistory.schoolsAdmitted(provinceCode, trackCode);
      const listed = await enrollmentPlans.schoolsListed(provinceCode, trackCode, planYear);
      return { planYear, schools: listed, admittedYear: admitted.year, admittedSchools: admitted.schools };
    },

    /**
     * The majors inside each unit its plan book lists as a whole 院校专业组 (广东: 同济大学组208):
     * from the same group's admission data of the book's year when the exam is later, else from
     * the group it continues the year before; other units are left out.
     */
    groupContentsOf: groupContents.contentsOf,

    /** Every row of some units (院校代码 + 专业组代码) in a scope: a group's majors and its total. */
    async unitsOfGroups(
      scope: UnitScope,
      groups: ReadonlyArray<{ collegeCode: string; groupCode: string }>,
    ): Promise<UnitRow[]> {
      if (groups.length === 0) return [];
      const wanted = new Set(groups.map((group) => `${group.collegeCode}|${group.groupCode}`));
      const rows = await enrollmentPlans.units({
        ...scope,
        collegeCodes: [...new Set(groups.map((group) => group.collegeCode))],
      });
      return rows.filter((row) => wanted.has(`${row.collegeCode}|${row.groupCode}`));
    },

    /** A scope's rows of some schools (the candidates earlier-year rows map onto). */
    async unitsOfColleges(scope: UnitScope, collegeCodes: readonly string[]): Promise<UnitRow[]> {
      if (collegeCodes.length === 0) return [];
      return enrollmentPlans.units({ ...scope, collegeCodes: [...new Set(collegeCodes)] });
    },

    /**
     * The units of a scope a student may apply to (选科) whose history has a lowest rank, with
     * that history: the pool the intelligent fill draws from, narrowed by the teacher's hard
     * preferences (the universities' provinces and tags, tuition, 中外合作).
     */
    async fittingUnitsWithHistory(
      scope: UnitScope,
      subjectMask: number,
      narrow: Pick<
        PlanFilter,
        'collegeProvinceCodes' | 'tags' | 'maxTuition' | 'cooperation' | 'ordinaryAdmission'
      > = {},
      examYear?: number,
    ): Promise<{ units: UnitRow[]; history: Map<number, PlanHistoryYear[]> }> {
      const filter: PlanFilter = { ...narrow, ...scope, subjectMask, withHistoryRank: true, historyBefore: examYear };
      const units = await enrollmentPlans.units(filter);
      return {
        units,
        history: await planHistory.historyOf(
          units.map((unit) => unit.id),
          examYear,
        ),
      };
    },

    /** Earlier-year rows a teacher picked: major admissions, or enrollment plans of an earlier year. */
    async oldYearRows(ids: readonly number[], source: 'admission' | 'plan'): Promise<OldYearRow[]> {
      const unique = [...new Set(ids)];
      if (source === 'admission') return admissionHistory.majorRowsByIds(unique);
      return (await unitsByIds(unique)).map((unit) => ({
        id: unit.id,
        provinceCode: unit.provinceCode,
        year: unit.year,
        trackCode: unit.trackCode,
        collegeCode: unit.collegeCode,
        collegeName: unit.collegeName,
        majorName: unit.majorName,
        allMask: unit.allMask,
        anyMask: unit.anyMask,
      }));
    },

    /** The track of a student (by 首选 subject) among a province's enrollment plans. */
    async planTrack(provinceCode: string, mainSubject: string): Promise<number> {
      return pickTrack(mainSubject, [...(await planYears(provinceCode)).keys()]);
    },

    /** The latest year with enrollment plans for a province and track (any batch). */
    async latestPlanYear(provinceCode: string, trackCode: number): Promise<number | undefined> {
      return (await planYears(provinceCode)).get(trackCode);
    },

    /** Years with a 一分一段 table for one of a student's tracks (by 首选 subject), newest first. */
    examYears,

    /** The latest year with a table of the student's track (by 首选 subject); undefined when none. */
    async latestTableYear(provinceCode: string, mainSubject: string): Promise<number | undefined> {
      return (await latestTable(provinceCode, mainSubject)).year;
    },

    /**
     * A score's rank interval in the table of the exam year (else the latest earlier table,
     * `tableYear`) of the province and track (the student's 首选 subject decides the track), with
     * the 同位分 of the two years before the table's and that table year's lines.
     */
    async scoreRank(
      provinceCode: string,
      mainSubject: string,
      score: number | null,
      examYear?: number,
    ): Promise<ScoreRank> {
      const { trackCode, year, tableYear, hasTable } = await examTable(provinceCode, mainSubject, examYear);
      const tableYears = await examYears(provinceCode, mainSubject);
      if (year === undefined || tableYear === undefined) {
        return {
          year: year ?? null,
          tableYear: null,
          hasTable: false,
          tableYears,
          trackCode,
          trackName: '',
          rank: noRank,
          equivalentScores: [],
          controlLines: year === undefined ? [] : await scoreTables.controlLines(provinceCode, year, trackCode),
          dataSource: '',
        };
      }
      const current = await preparedTables.prepared({ provinceCode, year: tableYear, trackCode });
      const rank = score === null ? noRank : scoreToRank(current.table, score);
      const equivalentScores: ScoreRank['equivalentScores'] = [];
      // 同位分: the score that held the same rank (the worst end of the interval) a year or two before.
      const heldRank = rank.worst ?? rank.best;
      for (const earlier of [tableYear - 1, tableYear - 2]) {
        if (heldRank === null) continue;
        const earlierTable = await preparedTables.prepared({ provinceCode, year: earlier, trackCode });
        if (!earlierTable.empty) equivalentScores.push({ year: earlier, ...rankToScore(earlierTable.table, heldRank) });
      }
      return {
        year,
        tableYear,
        hasTable,
        tableYears,
        trackCode,
        trackName: current.trackName,
        rank,
        equivalentScores,
        controlLines: await scoreTables.controlLines(provinceCode, tableYear, trackCode),
        dataSource: current.dataSource,
      };
    },

    /**
     * The rank interval alone (what plans measure units against): one table read, no 同位分 or
     * lines; in the exam year's table when one is given, else the latest earlier one (`year` is
     * the table's year).
     */
    async studentRank(
      provinceCode: string,
      mainSubject: string,
      score: number | null,
      examYear?: number,
    ): Promise<StudentRank> {
      const { trackCode, tableYear } = await examTable(provinceCode, mainSubject, examYear);
      if (tableYear === undefined || score === null) return { year: tableYear ?? null, trackCode, rank: noRank };
      const { table } = await preparedTables.prepared({ provinceCode, year: tableYear, trackCode });
      return { year: tableYear, trackCode, rank: scoreToRank(table, score) };
    },

    /**
     * After an import (and the demo data): normalises the batch names of the provinces' plan and
     * admission rows, joins every plan row to its unit's admissions of the three years before,
     * fills prev_* from the year before, and answers the coverage per province-year. Idempotent;
     * one transaction per province.
     */
    async refreshPlanHistory(scope: PlanHistoryScope): Promise<PlanCoverage[]> {
      const refresh = createPlanHistoryRefreshRepository(db);
      const provinceCodes =
        'provinceCodes' in scope
          ? scope.provinceCodes
          : await refresh.provincesOfFiles('all' in scope ? 'all' : scope.fileIds);
      const coverage: PlanCoverage[] = [];
      for (const provinceCode of provinceCodes) {
        // Read before the transaction: on the embedded database it holds the only connection.
        const tables = await provinceTables(provinceCode);
        const figures = await withTransaction(db, async (trx) => {
          await normaliseBatches(trx, provinceCode);
          const repository = createPlanHistoryRefreshRepository(trx);
          await repository.resetInheritedSubjects(provinceCode);
          const plans = await repository.planRows(provinceCode);
          if (plans.length === 0) return [];
          const admissions = await repository.admissionRows(provinceCode, plans);
          // 选科 the plan book omits: the same year's group lines first (the join matches on 选科),
          // then, once joined, the unit each row continues from the year before.
          const sameYear = inheritPlanSubjects(plans, admissions, []);
          const withSubjects = applyInheritedSubjects(plans, sameYear);
          const joined = joinPlanHistory(withSubjects, admissions);
          const previousYear = inheritPlanSubjects(withSubjects, admissions, joined.history);
          await repository.writeInheritedSubjects([...sameYear, ...previousYear]);
          const continuity = continuityFindingsOf(provinceCode, joined.discontinued);
          await recordJoinFindings?.(trx, 'group-continuity', provinceCode, continuity);
          const trackOfPlan = new Map(plans.map((plan) => [plan.id, plan.trackCode]));
          await repository.replaceHistory(provinceCode, withTableRanks(joined.history, trackOfPlan, tables));
          return joined.coverage.map((year) => ({
            provinceCode,
            provinceName: provinceNameOf(provinceCode) ?? provinceCode,
            linkedRows: plans.filter((plan) => plan.year === year.year && plan.majorId !== null).length,
            ...year,
          }));
        });
        coverage.push(...figures);
      }
      return coverage;
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;

/** The row shapes of a university's lines, for the pure functions that present them. */
export type { LineCount, LineRow, YearCount } from './university-lines.repository.ts';
