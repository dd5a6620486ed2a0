import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import { provinceNameOf } from '../../system/area-names.ts';
import type { MajorNameIndex } from '../../majors/major-name-index.ts';
import type { DatasetRecord, KindContext } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';

/**
 * Checks of one plan or admission row while it is read: values that a spreadsheet or a copy
 * damaged in a way the catalogue proves. The correction is made from the published value on
 * every import, so a re-import stores the same row.
 */

/** A 本科 code is six digits (门类 01–14); a spreadsheet that read it as a number dropped the zero. */
const FIVE_DIGITS = /^([1-9]\d{4})([A-Z]{0,2})$/i;

/** The catalogue code a five-digit code stands for, when the catalogue has it and the name agrees. */
export function restoredMajorCode(
  code: string,
  majorName: string,
  majors: MajorNameIndex,
  educationLevel: string,
): string | null {
  const match = FIVE_DIGITS.exec(code.trim());
  if (!match) return null;
  const padded = `0${match[1]}${match[2] ?? ''}`;
  const byCode = majors.byCode(padded, educationLevel);
  if (byCode === null) return null;
  const byName = majorName ? majors.byName(majorName, educationLevel) : null;
  return byName === null || byName === byCode ? padded : null;
}

/** A group or major name that is only an amount: a fee (or a count) in the wrong column. */
const AMOUNT = /^\d{3,6}(\.\d+)?$/;

const where = (values: Record<string, unknown>) =>
  `${provinceNameOf(String(values.province_code)) ?? values.province_code} ${values.year} 年 ${values.school_name}`;

/**
 * Applies the row checks to a built plan or major row, recording what was corrected; false when
 * the row is left out (counted as skipped).
 */
export function checkMajorRow(
  record: DatasetRecord,
  row: SourceRow,
  context: KindContext,
  majors: MajorNameIndex,
  educationLevel: string,
): boolean {
  const values = record.values;
  const code = String(values.major_code ?? '');
  const restored = restoredMajorCode(code, String(values.major_name ?? ''), majors, educationLevel);
  if (restored) {
    values.major_code = restored;
    context.finding({
      kind: 'lost-leading-zero',
      provinceCode: String(values.province_code),
      year: Number(values.year),
      trackName: String(values.track_name ?? ''),
      rowNumber: row.rowNumber,
      subject: `${where(values)} ${values.major_name}`,
      message: `专业代码 ${code} 缺少前导零，按专业目录更正为 ${restored}。`,
      action: 'fixed',
      evidence: { published: code, restored },
    });
  }
  if ('group_name' in values && AMOUNT.test(String(values.group_name ?? ''))) {
    const published = String(values.group_name);
    const tuitionEmpty = !String(values.tuition ?? '').trim();
    values.group_name = '';
    if (tuitionEmpty) values.tuition = published;
    context.finding({
      kind: 'misplaced-value',
      provinceCode: String(values.province_code),
      year: Number(values.year),
      trackName: String(values.track_name ?? ''),
      rowNumber: row.rowNumber,
      subject: `${where(values)} 专业组 ${values.group_code}`,
      message: tuitionEmpty
        ? `专业组名称一栏是数字 ${published}，应是学费，已移到学费一栏。`
        : `专业组名称一栏是数字 ${published}（学费一栏另有 ${values.tuition}），不作为组名使用。`,
      action: 'fixed',
      evidence: { groupName: published, tuition: values.tuition },
    });
  }
  if (AMOUNT.test(String(values.major_name ?? ''))) {
    // A row whose only name is an amount says nothing a teacher can choose: not stored.
    context.finding({
      kind: 'misplaced-value',
      provinceCode: String(values.province_code),
      year: Number(values.year),
      trackName: String(values.track_name ?? ''),
      rowNumber: row.rowNumber,
      subject: `${where(values)} 专业组 ${values.group_code}`,
      message: `专业名称一栏是数字 ${values.major_name}，像是学费或人数错列，这一行不予使用。`,
      action: 'excluded',
      evidence: { majorName: values.major_name, tuition: values.tuition },
    });
    context.skip();
    return false;
  }
  return true;
}

/**
 * Tracks whose lines are 高考 totals, whole points: an art or sports line is a weighted 综合分 and
 * may carry decimals of its own.
 */
const WHOLE_POINT_TRACKS: ReadonlySet<number> = new Set([
  TRACK_CODE.liberalArts,
  TRACK_CODE.science,
  TRACK_CODE.history,
  TRACK_CODE.physics,
  TRACK_CODE.comprehensive,
]);

/** The score fields of an outcome or plan row that hold a lowest or highest line. */
const LINE_FIELDS = ['min_score', 'max_score', 'prev_min_score'] as const;

/**
 * A 高考 total is whole points, but schools' own pages print a line with its tie-break subjects
 * glued on as decimals (重庆师范大学 552.211118001: 552 分, 语数 211, …; 东莞理工学院 555.117109).
 * Served as printed it reads as a score no candidate had: the line is the whole points, and the
 * import says what it changed. A half point is left as it is.
 */
export function checkWholePointScores(record: DatasetRecord, row: SourceRow, context: KindContext): void {
  const values = record.values;
  if (!WHOLE_POINT_TRACKS.has(Number(values.track_code))) return;
  for (const field of LINE_FIELDS) {
    const published = values[field];
    if (typeof published !== 'number' || Number.isInteger(published) || Number.isInteger(published * 2)) continue;
    const whole = Math.floor(published);
    values[field] = whole;
    // The line as printed stays beside it, as a text the page never computes with.
    if (field === 'min_score' && 'min_score_text' in values && !values.min_score_text) {
      values.min_score_text = String(published).slice(0, 32);
    }
    context.finding({
      kind: 'tie-break-score',
      provinceCode: String(values.province_code),
      year: Number(values.year),
      trackName: String(values.track_name ?? ''),
      rowNumber: row.rowNumber,
      subject: [where(values), values.group_code ? `专业组 ${values.group_code}` : '', values.major_name ?? '']
        .filter(Boolean)
        .join(' '),
      message: `分数一栏写 ${published}，小数部分是同分排序的单科成绩，按 ${whole} 分使用。`,
      action: 'fixed',
      evidence: { field, published, whole },
    });
  }
}
