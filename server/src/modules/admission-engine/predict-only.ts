import { ADMISSION_TRACKS, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  createAdmissionEngineRepository,
  UNIT_LEVELS,
  type OutcomeRow,
  type UnitLevel,
} from './admission-engine.repository.ts';
import { createAdmissionEngineService } from './admission-engine.service.ts';
import { cutoffInterval80 } from './cutoff-model.ts';
import { buildProvinceTables, type ProvinceTables } from './province-tables.ts';
import { observedRank, unitKey } from './unit-history.ts';
import type { YearForecast } from './year-forecast.ts';

/**
 * `npm run backtest -- --predict-only`: the engine's prediction of every unit of a year, from what
 * the database holds before that year (the same frozen reads as the backtest), as lines anyone can
 * score against the real outcomes without this code.
 */
export type PredictionLine = {
  level: UnitLevel;
  provinceCode: string;
  trackCode: number;
  batchCode: number;
  /** The batch name as its latest known year printed it (本科一批, 本科批). */
  batchName: string;
  /** 普通 for ordinary admission, else the type (国家专项, 中外合作, …). */
  admissionType: string;
  /** The unit as its latest known year printed it (a group's code is that year's: codes are renumbered). */
  schoolCode: string;
  schoolName: string;
  groupCode: string;
  majorName: string;
  /** The year the prediction starts from (the unit's latest outcome before the predicted year). */
  fromYear: number;
  predictedRank: number;
  /** The 80 % interval, null where the engine cannot calibrate (数据不足). */
  interval80: { low: number; high: number } | null;
  confidence: '高' | '中' | '低' | '数据不足';
  /** Why there is no probability (数据不足), in a teacher's words; '' where there is one. */
  reason: string;
  /** The engine's identity of the unit (province|track|batch|school|type|major or group). */
  key: string;
};

const LEVEL_NAMES: Record<UnitLevel, string> = { major: '专业', group: '专业组', university: '院校' };

/** Where a province cannot be calibrated: the interval is the level's spread over every province. */
const INSUFFICIENT_REASON = Object.fromEntries(
  UNIT_LEVELS.map((level) => [
    level,
    `数据不足：该省份${LEVEL_NAMES[level]}层级可校准的往年预测太少，不给出概率；区间按全国同层级的波动给出`,
  ]),
) as Record<UnitLevel, string>;

/** Each unit's row of its latest year with a rank: what names the unit in the file. */
function latestRows(level: UnitLevel, rows: readonly OutcomeRow[], tables: ProvinceTables): Map<string, OutcomeRow> {
  const latest = new Map<string, OutcomeRow>();
  for (const row of rows) {
    if (!observedRank(row, tables)) continue;
    const key = unitKey(level, row);
    const known = latest.get(key);
    if (!known || row.year > known.year) latest.set(key, row);
  }
  return latest;
}

/** The engine's predictions of `year`'s units at each level, ordered by level, province, track, batch and rank. */
export async function predictionLines(
  db: Kysely<Database>,
  year: number,
  options: {
    provinceCode?: string;
    levels?: readonly UnitLevel[];
    /** Told each level's fitted forecast (the CLI prints which provinces keep last year's line). */
    onForecast?: (level: UnitLevel, forecast: YearForecast) => void;
  } = {},
): Promise<PredictionLine[]> {
  const engine = createAdmissionEngineService(db);
  const reads = createAdmissionEngineRepository(db);
  const tables = buildProvinceTables(await reads.scoreTablesUpTo(year, options.provinceCode));
  const lines: PredictionLine[] = [];
  for (const level of options.levels ?? UNIT_LEVELS) {
    const [forecast] = await engine.forecasts(level, year, ['engine'], options.provinceCode);
    options.onForecast?.(level, forecast!);
    const labels = latestRows(level, (await engine.rowsKnownBefore(level, year, options.provinceCode)).rows, tables);
    for (const unit of forecast!.forecasts.values()) {
      const row = labels.get(unit.key);
      if (!row) continue;
      const intervalScale = unit.scale ?? unit.intervalScale ?? null;
      const interval = intervalScale === null ? null : cutoffInterval80(unit.logRank, intervalScale);
      lines.push({
        level,
        provinceCode: unit.provinceCode,
        trackCode: unit.trackCode,
        batchCode: unit.batchCode,
        batchName: row.batchName ?? '',
        admissionType: admissionTypeOf(row),
        schoolCode: row.schoolCode,
        schoolName: row.schoolName,
        groupCode: level === 'university' ? '' : row.groupCode,
        majorName: level === 'major' ? row.majorName : '',
        fromYear: row.year,
        predictedRank: Math.round(Math.exp(unit.logRank)),
        interval80: interval && { low: Math.round(interval.low), high: Math.round(interval.high) },
        confidence: unit.scale === null ? '数据不足' : unit.confidence,
        reason: unit.scale === null ? (unit.withheld ?? INSUFFICIENT_REASON[level]) : '',
        key: unit.key,
      });
    }
  }
  const order = (line: PredictionLine) => UNIT_LEVELS.indexOf(line.level);
  return lines.sort(
    (left, right) =>
      order(left) - order(right) ||
      left.provinceCode.localeCompare(right.provinceCode) ||
      left.trackCode - right.trackCode ||
      left.batchCode - right.batchCode ||
      left.predictedRank - right.predictedRank ||
      left.key.localeCompare(right.key),
  );
}

/** Ordinary admission as sources print it: 普通录取, 普通类, 一般统考生, 本科普通类 … */
const ORDINARY_TYPE = /^(|普通.*|一般统考生.*|本科普通.*)$/;
const SPECIAL_TYPE = /专项|预科|民族|定向|艺术|体育|单列|合作|国际|地方|高校|军|公安/;

/** 普通 for ordinary admission, else the type as printed before its "/" (国家专项), or 中外合作 by the names. */
export function admissionTypeOf(
  row: Pick<OutcomeRow, 'admissionType' | 'schoolName' | 'majorName' | 'groupName'>,
): string {
  const type = row.admissionType.split('/')[0]!.trim();
  if (ORDINARY_TYPE.test(row.admissionType.trim()) && !SPECIAL_TYPE.test(row.admissionType)) {
    return /中外合作|合作办学/.test(`${row.schoolName}${row.groupName ?? ''}${row.majorName}`) ? '中外合作' : '普通';
  }
  return type || '普通';
}

/** The file's track names: 理科 and 文科 for the old tracks, the reformed ones as published. */
const TRACK_FILE_NAMES: Readonly<Record<number, string>> = {
  [TRACK_CODE.liberalArts]: '文科',
  [TRACK_CODE.science]: '理科',
  [TRACK_CODE.history]: '历史类',
  [TRACK_CODE.physics]: '物理类',
  [TRACK_CODE.comprehensive]: '综合',
};
const trackFileName = (code: number) =>
  TRACK_FILE_NAMES[code] ?? ADMISSION_TRACKS.find((track) => track.code === code)?.name ?? String(code);

/** The file's first line, exactly: any scorer reads the file by it. Columns after admission_type are ours. */
export const PREDICTION_CSV_HEADER = [
  'province',
  'track',
  'batch',
  'school_code',
  'school_name',
  'group_code',
  'major_name',
  'predicted_rank',
  'interval_low',
  'interval_high',
  'confidence',
  'level',
  'admission_type',
  'from_year',
  'unit_key',
  'reason',
];

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The lines as UTF-8 CSV without a byte-order mark, so the header is exactly the first line. */
export function predictionCsv(lines: readonly PredictionLine[], provinceNameOf: (code: string) => string | undefined) {
  const body = lines.map((line) =>
    [
      provinceNameOf(line.provinceCode) ?? line.provinceCode,
      trackFileName(line.trackCode),
      line.batchName,
      line.schoolCode,
      line.schoolName,
      line.groupCode,
      line.majorName,
      line.predictedRank,
      line.interval80?.low ?? '',
      line.interval80?.high ?? '',
      line.confidence,
      line.level,
      line.admissionType,
      line.fromYear,
      line.key,
      line.reason,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[PREDICTION_CSV_HEADER.join(','), ...body].join('\n')}\n`;
}
