import { ADMISSION_TRACKS, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import {
  FINDINGS_PER_YEAR,
  type DataHealth,
  type DataHealthQuery,
  type PlanReadiness,
  type PlanReadinessQuery,
  type ProvinceHealth,
  type ScoreTableHealth,
  type YearHealth,
} from '@zhihang/contract/data-health/data-health.schema';
import {
  DATA_FINDING_ACTION_LABELS,
  DATA_FINDING_KIND_LABELS,
  type DataFindingAction,
  type DataFindingKind,
} from '@zhihang/contract/imports/data-finding.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import { provinceNameOf } from '../system/area-names.ts';
import {
  createDataHealthRepository,
  type FindingCountRow,
  type FindingRow,
  type PlanBookRow,
  type ScoreTableRow,
  type YearCountRow,
} from './data-health.repository.ts';

/** What a plan needs that a province may lack, in the words the guidance page shows. */
const MISSING = {
  planBook: '该省份暂无招生计划数据',
  outcomes: '暂无该省历年录取数据',
  scoreTable: (trackName: string) => `暂无该省${trackName}一分一段表`,
} as const;

const kindLabel = (kind: string) => DATA_FINDING_KIND_LABELS[kind as DataFindingKind] ?? kind;
const actionLabel = (action: string) => DATA_FINDING_ACTION_LABELS[action as DataFindingAction] ?? action;
const trackNameOf = (code: number) => ADMISSION_TRACKS.find((track) => track.code === code)?.name ?? '';

/** The general tracks first (物理类, 历史类, 综合, 理工, 文史), then art, sports and the rest. */
const TRACK_ORDER: readonly number[] = [
  TRACK_CODE.physics,
  TRACK_CODE.history,
  TRACK_CODE.comprehensive,
  TRACK_CODE.science,
  TRACK_CODE.liberalArts,
];
const trackRank = (code: number) => (TRACK_ORDER.includes(code) ? TRACK_ORDER.indexOf(code) : TRACK_ORDER.length);

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type ProvinceYears<Row> = Map<string, Map<number, Row[]>>;

/** Rows grouped by province, then year. */
function byProvinceYear<Row extends { provinceCode: string; year: number }>(rows: readonly Row[]): ProvinceYears<Row> {
  const grouped: ProvinceYears<Row> = new Map();
  for (const row of rows) {
    const years = grouped.get(row.provinceCode) ?? new Map<number, Row[]>();
    years.set(row.year, [...(years.get(row.year) ?? []), row]);
    grouped.set(row.provinceCode, years);
  }
  return grouped;
}

const rowsOf = <Row>(grouped: ProvinceYears<Row>, provinceCode: string, year: number): Row[] =>
  grouped.get(provinceCode)?.get(year) ?? [];

const served = (rows: readonly YearCountRow[]) => ({
  served: rows.reduce((sum, row) => sum + row.served, 0),
  excluded: rows.reduce((sum, row) => sum + row.excluded, 0),
});

/** Latest year with served rows among some grouped tables; null when none. */
function latestServedYear(provinceCode: string, ...tables: Array<ProvinceYears<YearCountRow>>): number | null {
  let latest: number | null = null;
  for (const table of tables) {
    for (const [year, rows] of table.get(provinceCode) ?? []) {
      if (rows.some((row) => row.served > 0) && (latest === null || year > latest)) latest = year;
    }
  }
  return latest;
}

/** One entry per track, file and source id: rows of one source stored under several addresses merge. */
function scoreTablesOf(
  rows: readonly ScoreTableRow[],
  sourceIds: ReadonlyMap<number, string>,
  declared: ReadonlyMap<number, string>,
): ScoreTableHealth[] {
  const tables = new Map<string, ScoreTableHealth>();
  for (const row of rows) {
    const sourceId = row.dataSourceId === null ? '' : (sourceIds.get(row.dataSourceId) ?? '');
    const key = `${row.trackCode}|${row.trackName}|${row.fileId}|${sourceId}`;
    const table = tables.get(key) ?? {
      trackCode: row.trackCode,
      trackName: row.trackName || trackNameOf(row.trackCode),
      rows: 0,
      excludedRows: 0,
      candidates: null,
      sourceId,
      sourceName: declared.get(row.fileId) ?? null,
    };
    table.rows += row.served;
    table.excludedRows += row.excluded;
    if (row.candidates !== null) table.candidates = Math.max(table.candidates ?? 0, row.candidates);
    tables.set(key, table);
  }
  return [...tables.values()].sort(
    (left, right) =>
      trackRank(left.trackCode) - trackRank(right.trackCode) ||
      left.trackCode - right.trackCode ||
      left.trackName.localeCompare(right.trackName, 'zh') ||
      left.sourceId.localeCompare(right.sourceId),
  );
}

function findingsOf(counts: readonly FindingCountRow[], list: readonly FindingRow[]): YearHealth['findings'] {
  return {
    total: counts.reduce((sum, row) => sum + row.count, 0),
    kinds: [...counts]
      .sort((left, right) => right.count - left.count || left.kind.localeCompare(right.kind))
      .map((row) => ({ kind: row.kind, kindLabel: kindLabel(row.kind), count: row.count })),
    list: list.map((row) => ({
      kind: row.kind,
      kindLabel: kindLabel(row.kind),
      action: row.action,
      actionLabel: actionLabel(row.action),
      trackName: row.trackName,
      rowNumber: row.rowNumber,
      subject: row.subject,
      message: row.message,
      fileName: row.fileName,
    })),
  };
}

/**
 * 数据体检: per province and year, what the admissions data holds, what the import checks left
 * out and found; and whether a plan can be made for a student's province at all.
 */
export function createDataHealthService({ db, admissions }: { db: Kysely<Database>; admissions: AdmissionsService }) {
  const repository = createDataHealthRepository(db);

  /** The years of a province whose plan rows make a plan book for some track. */
  const planBookYearsOf = async (provinceCode: string, planBooks: ProvinceYears<PlanBookRow>) => {
    const tracks = new Set<number>();
    for (const rows of planBooks.get(provinceCode)?.values() ?? []) for (const row of rows) tracks.add(row.trackCode);
    const years = new Set<number>();
    for (const track of tracks) for (const year of await admissions.planBookYears(provinceCode, track)) years.add(year);
    return years;
  };

  return {
    async provinces({ provinceCode }: DataHealthQuery): Promise<DataHealth> {
      const [controlLines, universities, groups, majors, planBooks, scoreTables, findingCounts, findings] =
        await Promise.all([
          repository.yearCounts('control_lines', provinceCode),
          repository.yearCounts('university_admissions', provinceCode),
          repository.yearCounts('group_admissions', provinceCode),
          repository.yearCounts('major_admissions', provinceCode),
          repository.planBooks(provinceCode),
          repository.scoreTables(provinceCode),
          repository.findingCounts(provinceCode),
          repository.findings(FINDINGS_PER_YEAR, provinceCode),
        ]);
      const [sourceIds, declared] = await Promise.all([repository.sourceIds(), repository.declaredSources()]);
      const grouped = {
        controlLines: byProvinceYear(controlLines),
        universities: byProvinceYear(universities),
        groups: byProvinceYear(groups),
        majors: byProvinceYear(majors),
        planBooks: byProvinceYear<PlanBookRow>(planBooks),
        scoreTables: byProvinceYear<ScoreTableRow>(scoreTables),
        findingCounts: byProvinceYear<FindingCountRow>(findingCounts),
        findings: byProvinceYear<FindingRow>(findings),
      };
      const provinceCodes = new Set<string>();
      for (const table of Object.values(grouped)) for (const code of table.keys()) provinceCodes.add(code);

      const provinces: ProvinceHealth[] = [];
      for (const code of [...provinceCodes].sort()) {
        // The years plans are made from, by the rule plans follow (year-model.ts): a year that
        // names one university's own plan is listed, but not as a plan book.
        const bookYears = await planBookYearsOf(code, grouped.planBooks);
        const latestPlanYear = bookYears.size ? Math.max(...bookYears) : null;
        const latestOutcomeYear = latestServedYear(code, grouped.universities, grouped.groups, grouped.majors);
        const withLine =
          latestOutcomeYear !== null && latestPlanYear !== null
            ? await repository.plansWithLineIn(code, latestOutcomeYear)
            : new Map<number, number>();
        const years = new Set<number>();
        for (const table of Object.values(grouped)) for (const year of table.get(code)?.keys() ?? []) years.add(year);

        provinces.push({
          provinceCode: code,
          provinceName: provinceNameOf(code) ?? code,
          latestPlanYear,
          latestOutcomeYear,
          years: [...years]
            .sort((left, right) => right - left)
            .map((year) => {
              const plans = rowsOf(grouped.planBooks, code, year);
              const planRows = plans.reduce((sum, row) => sum + row.served, 0);
              const tracks = plans
                .filter((row) => row.served > 0)
                .sort((left, right) => trackRank(left.trackCode) - trackRank(right.trackCode))
                .map((row) => row.trackName || trackNameOf(row.trackCode));
              return {
                year,
                planBook: plans.length
                  ? {
                      rows: planRows,
                      excludedRows: plans.reduce((sum, row) => sum + row.excluded, 0),
                      tracks: [...new Set(tracks)],
                      schools: Math.max(...plans.map((row) => row.schools)),
                      servesPlans: bookYears.has(year),
                      latest: year === latestPlanYear,
                    }
                  : null,
                scoreTables: scoreTablesOf(rowsOf(grouped.scoreTables, code, year), sourceIds, declared),
                controlLines: served(rowsOf(grouped.controlLines, code, year)),
                outcomes: {
                  universities: served(rowsOf(grouped.universities, code, year)),
                  groups: served(rowsOf(grouped.groups, code, year)),
                  majors: served(rowsOf(grouped.majors, code, year)),
                },
                subjectCoverage: share(
                  plans.reduce((sum, row) => sum + row.withSubjects, 0),
                  planRows,
                ),
                historyCoverage: latestOutcomeYear === null ? null : share(withLine.get(year) ?? 0, planRows),
                findings: findingsOf(rowsOf(grouped.findingCounts, code, year), rowsOf(grouped.findings, code, year)),
              };
            }),
        });
      }
      return { provinces };
    },

    /**
     * Whether a plan can be made for a student: the province needs a plan book, a 一分一段 table
     * of the student's track (by 首选 subject, in the admissions module's order of preference) in
     * the exam year or before, and admission outcomes of some year.
     */
    async planReadiness({ provinceCode, examYear, mainSubject }: PlanReadinessQuery): Promise<PlanReadiness> {
      const missing: string[] = [];
      // The plan book as plans find it (year-model.ts): one university's own rows are not one.
      const planTrack = await admissions.planTrack(provinceCode, mainSubject);
      if ((await admissions.planYearFor(provinceCode, planTrack, examYear)) === undefined) {
        missing.push(MISSING.planBook);
      }
      const tableYears = await admissions.examYears(provinceCode, mainSubject);
      if (!tableYears.some((year) => year <= examYear)) {
        missing.push(MISSING.scoreTable(planTrack === TRACK_CODE.comprehensive ? '' : trackNameOf(planTrack)));
      }
      if (!(await repository.hasOutcomes(provinceCode))) missing.push(MISSING.outcomes);
      return { ready: missing.length === 0, missing };
    },
  };
}

export type DataHealthService = ReturnType<typeof createDataHealthService>;
