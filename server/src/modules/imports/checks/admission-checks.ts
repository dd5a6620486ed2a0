import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import { prepareScoreTable, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import { createAdmissionsService } from '../../admissions/admissions.service.ts';
import { provinceNameOf } from '../../system/area-names.ts';
import type { KindContext } from '../import-kind.ts';
import { judgeControlLine, type LineFigure } from './control-line-fit.ts';
import { judgeOutcome, type OutcomeVerdict } from './outcome-fit.ts';
import { EXCLUDED_BY_FILE_CHECK } from './score-table-checks.ts';
import { checkSourceAgreement } from './source-agreement-checks.ts';

type OutcomeTable = 'university_admissions' | 'group_admissions' | 'major_admissions';
type CodedTable = 'group_admissions' | 'major_admissions' | 'enrollment_plans';
export type CheckedTable = OutcomeTable | 'enrollment_plans';

const ID_CHUNK = 500;
/** A table that a fifth of a file's lines (and at least ten) contradict is suspected, not the lines. */
const SUSPECT_TABLE_SHARE = 0.2;
const SUSPECT_TABLE_MIN = 10;
const ORDINARY_TRACKS = new Set<number>([
  TRACK_CODE.physics,
  TRACK_CODE.history,
  TRACK_CODE.science,
  TRACK_CODE.liberalArts,
  TRACK_CODE.comprehensive,
]);
const thousands = (value: number) => value.toLocaleString('en-US');
const provinceLabel = (code: string) => provinceNameOf(code) ?? code;

async function excludeRows(context: KindContext, table: CheckedTable | 'control_lines', ids: readonly number[]) {
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    await context.runner.db
      .updateTable(table)
      .set({ check_excluded: EXCLUDED_BY_FILE_CHECK })
      .where('id', 'in', ids.slice(start, start + ID_CHUNK))
      .execute();
  }
}

async function clearExclusions(context: KindContext, table: CheckedTable | 'control_lines') {
  await context.runner.db
    .updateTable(table)
    .set({ check_excluded: 0 })
    .where('file_id', '=', context.fileId)
    .where('check_excluded', '=', EXCLUDED_BY_FILE_CHECK)
    .execute();
}

/**
 * The checks of a file of plan or admission rows, once its rows are written: a unit listed twice
 * under two spellings of its group code, and admission lines whose score cannot be or whose rank
 * disagrees with that year's 一分一段 table. Such rows stay as published and are not served. Then
 * the units two sources print apart, flagged and still served.
 */
export async function checkAdmissionRows(context: KindContext, tables: readonly CheckedTable[]): Promise<void> {
  for (const table of tables) await clearExclusions(context, table);
  for (const table of tables) {
    if (table !== 'university_admissions') await checkDuplicateCodes(context, table);
  }
  const outcomeTables = tables.filter((table): table is OutcomeTable => table !== 'enrollment_plans');
  for (const table of outcomeTables) await checkOutcomes(context, table);
  await checkSourceAgreement(context, outcomeTables);
}

/** 001, 01 and 1 are one group. */
const groupNumber = (code: string) => code.replace(/^0+(?=.)/, '');

async function checkDuplicateCodes(context: KindContext, table: CodedTable): Promise<void> {
  const rows = await context.runner.db
    .selectFrom(table)
    .select([
      'id',
      'province_code',
      'year',
      'track_code',
      'track_name',
      'batch_name',
      'admission_type',
      'school_code',
      'school_name',
      'group_code',
      (eb) => (table === 'group_admissions' ? eb.val('').as('major_key') : eb.ref('major_name').as('major_key')),
    ])
    .where('file_id', '=', context.fileId)
    .where('group_code', '<>', '')
    .execute();
  type Row = (typeof rows)[number];
  const units = new Map<string, Map<string, Row[]>>();
  for (const row of rows) {
    const unit = [
      row.province_code,
      row.year,
      row.track_code,
      row.batch_name,
      row.admission_type,
      row.school_code,
      row.school_name,
      groupNumber(row.group_code),
    ].join('|');
    const spellings = units.get(unit) ?? new Map<string, Row[]>();
    units.set(unit, spellings);
    spellings.set(row.group_code, [...(spellings.get(row.group_code) ?? []), row]);
  }
  const excluded: number[] = [];
  for (const spellings of units.values()) {
    if (spellings.size < 2) continue;
    // The same majors under each spelling: one unit printed twice. Different majors are two units.
    const majorsOf = (list: Row[]) =>
      list
        .map((row) => String(row.major_key))
        .sort()
        .join('|');
    const lists = [...spellings.values()];
    if (new Set(lists.map(majorsOf)).size !== 1) continue;
    const kept = [...spellings.keys()].sort(
      (left, right) => right.length - left.length || left.localeCompare(right),
    )[0]!;
    const dropped = [...spellings.keys()].filter((code) => code !== kept);
    for (const code of dropped) excluded.push(...(spellings.get(code) ?? []).map((row) => row.id));
    const first = lists[0]![0]!;
    context.finding({
      kind: 'duplicate-code',
      provinceCode: first.province_code,
      year: first.year,
      trackName: first.track_name,
      rowNumber: null,
      subject: `${provinceLabel(first.province_code)} ${first.year} 年 ${first.school_name} 专业组 ${kept}`,
      message:
        `同一专业组以 ${[kept, ...dropped].join('、')} 两种代码各列了一次（${lists[0]!.length} 行相同），` +
        `保留 ${kept}，另一份不予使用。`,
      action: 'excluded',
      evidence: { kept, dropped, rows: lists[0]!.length, table },
    });
  }
  await excludeRows(context, table, excluded);
}

async function checkOutcomes(context: KindContext, table: OutcomeTable): Promise<void> {
  const { db } = context.runner;
  const rows = await db
    .selectFrom(table)
    .select([
      'id',
      'province_code',
      'year',
      'track_code',
      'track_name',
      'school_name',
      'min_score',
      'min_rank',
      (eb) => (table === 'university_admissions' ? eb.val('').as('unit') : eb.ref('group_code').as('unit')),
      (eb) => (table === 'major_admissions' ? eb.ref('major_name').as('major') : eb.val('').as('major')),
    ])
    .where('file_id', '=', context.fileId)
    .where('min_score', 'is not', null)
    .execute();
  if (rows.length === 0) return;
  const admissions = createAdmissionsService({ db });
  const tables = new Map<string, PreparedScoreTable | null>();
  const tableOf = async (provinceCode: string, year: number, trackCode: number) => {
    const key = `${provinceCode}|${year}|${trackCode}`;
    if (!tables.has(key)) {
      const bands = await admissions.scoreTable({ provinceCode, year, trackCode });
      tables.set(key, bands.length ? prepareScoreTable(bands) : null);
    }
    return tables.get(key) ?? null;
  };
  const excluded: number[] = [];
  const verdicts: Array<{ row: (typeof rows)[number]; verdict: Exclude<OutcomeVerdict, { fits: true }> }> = [];
  const checkedPerTable = new Map<string, number>();
  for (const row of rows) {
    const table = row.min_rank === null ? null : await tableOf(row.province_code, row.year, row.track_code);
    if (table) {
      const key = `${row.province_code}|${row.year}|${row.track_code}`;
      checkedPerTable.set(key, (checkedPerTable.get(key) ?? 0) + 1);
    }
    const verdict = judgeOutcome({ minScore: Number(row.min_score), minRank: row.min_rank }, table);
    if (!verdict.fits) verdicts.push({ row, verdict });
  }
  // Where a year's table disagrees with a large share of the file's lines, the table is the
  // suspect (a partial or another category's table): one finding, and the lines are kept.
  const mismatchesPerTable = new Map<string, number>();
  for (const { row, verdict } of verdicts) {
    if (verdict.kind !== 'score-rank-mismatch') continue;
    const key = `${row.province_code}|${row.year}|${row.track_code}`;
    mismatchesPerTable.set(key, (mismatchesPerTable.get(key) ?? 0) + 1);
  }
  const suspectTables = new Set(
    [...mismatchesPerTable]
      .filter(
        ([key, count]) => count >= SUSPECT_TABLE_MIN && count > SUSPECT_TABLE_SHARE * (checkedPerTable.get(key) ?? 0),
      )
      .map(([key]) => key),
  );
  for (const key of suspectTables) {
    const sample = verdicts.find(
      ({ row, verdict }) =>
        verdict.kind === 'score-rank-mismatch' && `${row.province_code}|${row.year}|${row.track_code}` === key,
    )!;
    context.finding({
      kind: 'score-rank-mismatch',
      provinceCode: sample.row.province_code,
      year: sample.row.year,
      trackName: sample.row.track_name,
      rowNumber: null,
      subject: `${provinceLabel(sample.row.province_code)} ${sample.row.year} 年${sample.row.track_name}一分一段表`,
      message:
        `本文件中 ${mismatchesPerTable.get(key)} 条（共核对 ${checkedPerTable.get(key)} 条）录取数据的分数与位次和该年一分一段表不符，` +
        `可能是一分一段表不完整或不是同一类考生的表；录取数据按原样使用，请核对该表。`,
      action: 'flagged',
      evidence: { mismatches: mismatchesPerTable.get(key), checked: checkedPerTable.get(key) },
    });
  }
  for (const { row, verdict } of verdicts) {
    if (
      verdict.kind === 'score-rank-mismatch' &&
      suspectTables.has(`${row.province_code}|${row.year}|${row.track_code}`)
    ) {
      continue;
    }
    excluded.push(row.id);
    const unit = [row.school_name, row.unit ? `专业组 ${row.unit}` : '', String(row.major)].filter(Boolean).join(' ');
    const subject = `${provinceLabel(row.province_code)} ${row.year} 年${row.track_name} ${unit}`;
    context.finding(
      verdict.kind === 'impossible-score'
        ? {
            kind: 'impossible-score',
            provinceCode: row.province_code,
            year: row.year,
            trackName: row.track_name,
            rowNumber: null,
            subject,
            message: `最低分 ${verdict.score} 分不可能是高考录取线（位次 ${row.min_rank ?? '无'}），这一行不予使用。`,
            action: 'excluded',
            evidence: { minScore: verdict.score, minRank: row.min_rank },
          }
        : {
            kind: 'score-rank-mismatch',
            provinceCode: row.province_code,
            year: row.year,
            trackName: row.track_name,
            rowNumber: null,
            subject,
            message:
              `最低分 ${verdict.score} 分在 ${row.year} 年一分一段表中是第 ${thousands(verdict.tableBest)}–` +
              `${thousands(verdict.tableWorst)} 名，而这一行写第 ${thousands(verdict.rank)} 名，两者必有一错，不予使用。`,
            action: 'excluded',
            evidence: {
              minScore: verdict.score,
              minRank: verdict.rank,
              tableBest: verdict.tableBest,
              tableWorst: verdict.tableWorst,
            },
          },
    );
  }
  await excludeRows(context, table, excluded);
}

/** A file's control lines against the same label and track in the other years. */
export async function checkControlLines(context: KindContext): Promise<void> {
  const { db } = context.runner;
  await clearExclusions(context, 'control_lines');
  const own = await db
    .selectFrom('control_lines')
    .select(['id', 'province_code', 'year', 'track_code', 'track_name', 'batch_name', 'line_type', 'score'])
    .where('file_id', '=', context.fileId)
    .execute();
  const provinces = [...new Set(own.map((line) => line.province_code))];
  if (provinces.length === 0) return;
  const all = await db
    .selectFrom('control_lines')
    .select(['id', 'province_code', 'year', 'track_code', 'batch_name', 'line_type', 'score'])
    .where('province_code', 'in', provinces)
    .where('check_excluded', '=', 0)
    .execute();
  const figure = (line: (typeof all)[number]): LineFigure => ({
    id: line.id,
    year: line.year,
    trackCode: line.track_code,
    label: line.batch_name,
    lineType: line.line_type,
    score: Number(line.score),
  });
  const byProvince = new Map<string, LineFigure[]>();
  for (const line of all)
    byProvince.set(line.province_code, [...(byProvince.get(line.province_code) ?? []), figure(line)]);
  const excluded: number[] = [];
  for (const line of own) {
    // Art and sports lines follow their own exams and move too much from year to year to judge.
    if (!ORDINARY_TRACKS.has(line.track_code)) continue;
    const verdict = judgeControlLine(figure(line), byProvince.get(line.province_code) ?? []);
    if (verdict.fits) continue;
    excluded.push(line.id);
    const likely = verdict.likely
      ? `它更像「${verdict.likely.label}」线（${verdict.reference.year} 年 ${verdict.likely.score} 分）。`
      : '';
    context.finding({
      kind: 'control-line-label',
      provinceCode: line.province_code,
      year: line.year,
      trackName: line.track_name,
      rowNumber: null,
      subject: `${provinceLabel(line.province_code)} ${line.year} 年${line.track_name}「${line.batch_name}」批次线`,
      message:
        `${line.score} 分与 ${verdict.reference.year} 年同名批次线 ${verdict.reference.score} 分相差 ` +
        `${Math.abs(Number(line.score) - verdict.reference.score)} 分，名称与数值不符。${likely}不予使用。`,
      action: 'excluded',
      evidence: { score: Number(line.score), reference: verdict.reference, likely: verdict.likely },
    });
  }
  await excludeRows(context, 'control_lines', excluded);
}
