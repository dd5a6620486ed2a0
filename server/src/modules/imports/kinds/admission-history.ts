import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { MajorNameIndex } from '../../majors/major-name-index.ts';
import type { FieldSpec } from '../column-mapping.ts';
import { makeRowKey } from '../dataset-writer.ts';
import type { DatasetRecord } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';
import {
  FIELD,
  groupCodeOf,
  groupNameOf,
  readSource,
  SCOPE_COLUMNS,
  SOURCE_FIELDS,
  SUBJECT_COLUMNS,
  subjectValues,
  type AdmissionScope,
  type SchoolColumnsValue,
} from './admission-fields.ts';

/**
 * Row builders for the three levels of admission history, shared by their kinds and admission-record.
 * Records are merged with Object.assign, not object spread: on Node 20 spreading these ~45-property
 * records cost ~90 µs each (60× Object.assign), a third of the whole import's time.
 */

const SCHOOL_COLUMNS = ['university_id', 'school_code', 'school_name', 'admission_type'] as const;
const OUTCOME_COLUMNS = [
  'min_score',
  'min_score_text',
  'avg_score',
  'max_score',
  'min_rank',
  'min_rank_start',
  'min_rank_end',
  'min_rank_derived',
  'plan_count',
  'admitted_count',
  'filing_count',
  'control_line',
  'remark',
] as const;

export const UNIVERSITY_ADMISSION_COLUMNS = [...SCOPE_COLUMNS, ...SCHOOL_COLUMNS, ...OUTCOME_COLUMNS] as const;

export const GROUP_ADMISSION_COLUMNS = [
  ...SCOPE_COLUMNS,
  ...SCHOOL_COLUMNS,
  'group_code',
  'group_name',
  'group_majors',
  'major_count',
  'vacancy_count',
  'tie_breaks',
  ...SUBJECT_COLUMNS,
  ...OUTCOME_COLUMNS,
] as const;

export const MAJOR_ADMISSION_COLUMNS = [
  ...SCOPE_COLUMNS,
  ...SCHOOL_COLUMNS,
  'group_code',
  'major_code',
  'major_name',
  'major_id',
  'education_level',
  'study_years',
  'tuition',
  'college_dept',
  ...SUBJECT_COLUMNS,
  ...OUTCOME_COLUMNS,
] as const;

export const OUTCOME_FIELDS: FieldSpec[] = [
  FIELD.minScore,
  FIELD.minRank,
  { key: 'min_rank_start', aliases: ['min_rank_start', '最低位次起'] },
  { key: 'min_rank_end', aliases: ['min_rank_end', '最低位次止'] },
  { key: 'rank_derived', aliases: ['rank_derived_from_score', 'rank_derived', '位次由分数换算'] },
  FIELD.avgScore,
  FIELD.maxScore,
  FIELD.planCount,
  FIELD.admittedCount,
  FIELD.filingCount,
  FIELD.controlLine,
  FIELD.remark,
  ...SOURCE_FIELDS,
];

/** Tie-break figures of a 投档 line, kept as one JSON text under their Chinese names. */
export const TIE_BREAK_FIELDS: Array<FieldSpec & { label: string }> = [
  { key: 'tb_chinese_math_sum', aliases: ['tb_chinese_math_sum', 'yushu_sum', '语数之和'], label: '语数之和' },
  { key: 'tb_chinese_math_max', aliases: ['tb_chinese_math_max', 'yushu_max', '语数最高'], label: '语数最高' },
  { key: 'tb_foreign_language', aliases: ['tb_foreign_language', 'foreign_lang', '外语'], label: '外语' },
  { key: 'tb_preferred_subject', aliases: ['tb_preferred_subject', 'physics', '首选科目成绩'], label: '首选科目' },
  { key: 'tb_reselect_max', aliases: ['tb_reselect_max', 'elective_max', '再选最高'], label: '再选最高' },
  { key: 'tb_reselect_second', aliases: ['tb_reselect_second', 'elective_second', '再选次高'], label: '再选次高' },
  { key: 'tb_volunteer_order', aliases: ['tb_volunteer_order', 'volunteer_no', '志愿号'], label: '志愿号' },
];

export function readOutcome(row: SourceRow): Record<(typeof OUTCOME_COLUMNS)[number], unknown> {
  const minScore = row.score('min_score');
  const controlLine = row.decimal('control_line', { max: 1000 });
  const minRank = row.rank('min_rank');
  const minRankStart = row.integer('min_rank_start', { min: 0 });
  const minRankEnd = row.integer('min_rank_end', { min: 0 });
  const hasRank = minRank !== null || minRankStart !== null || minRankEnd !== null;
  return {
    min_score: minScore.value,
    min_score_text: minScore.text.slice(0, 32),
    // Some sources put a rank-like figure here (广东 2021: 6117); kept as published, only checked ≥ 0.
    avg_score: row.decimal('avg_score', { min: 0 }),
    max_score: row.score('max_score').value,
    min_rank: minRank,
    min_rank_start: minRankStart,
    min_rank_end: minRankEnd,
    // 1 only where the source says the rank was converted from the score, not published.
    min_rank_derived: hasRank && row.flag('rank_derived') === 1 ? 1 : 0,
    plan_count: row.integer('plan_count', { min: 0 }),
    admitted_count: row.integer('admitted_count', { min: 0 }),
    filing_count: row.integer('filing_count', { min: 0 }),
    // -1 is the national files' "no line" marker.
    control_line: controlLine !== null && controlLine < 0 ? null : controlLine,
    remark: [row.text('remark', 500), row.text('round', 64)].filter(Boolean).join('；'),
  };
}

function readTieBreaks(row: SourceRow): string {
  const entries = TIE_BREAK_FIELDS.flatMap((field) => {
    const value = row.text(field.key, 32);
    return value ? [[field.label, value]] : [];
  });
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : '';
}

export function universityAdmissionRecord(
  scope: AdmissionScope,
  school: SchoolColumnsValue,
  row: SourceRow,
  rowKey?: string,
): DatasetRecord {
  const values = Object.assign({}, scope, school, readOutcome(row));
  return {
    rowKey: rowKey ?? schoolScopedRowKey(scope, school, []),
    values,
    source: readSource(row),
  };
}

/** A group named after its school ("校北京理工大学第03组") carries the school's repaired name too. */
function withRepairedSchoolName(groupName: string, publishedSchool: string, schoolName: string): string {
  if (publishedSchool === schoolName || !groupName.startsWith(publishedSchool)) return groupName;
  return schoolName + groupName.slice(publishedSchool.length);
}

export function groupAdmissionRecord(
  scope: AdmissionScope,
  school: SchoolColumnsValue,
  row: SourceRow,
  rowKey?: string,
): DatasetRecord {
  const publishedGroup = row.text('group_code', 255);
  const groupCode = groupCodeOf(publishedGroup);
  const groupName = withRepairedSchoolName(
    row.text('group_name', 255) || groupNameOf(publishedGroup, groupCode),
    row.text('school_name', 255),
    school.school_name,
  );
  const values = Object.assign(
    {},
    scope,
    school,
    {
      group_code: groupCode,
      group_name: groupName,
      group_majors: row.text('group_majors', 4000),
      major_count: row.integer('major_count', { min: 0 }),
      vacancy_count: row.integer('vacancy_count'),
      tie_breaks: readTieBreaks(row),
    },
    subjectValues(row.text('subject_requirement', 255)),
    readOutcome(row),
  );
  return {
    rowKey: rowKey ?? schoolScopedRowKey(scope, school, [groupCode, groupName]),
    values,
    source: readSource(row),
  };
}

type KeyScope = { province_code: string; year: number; track_name: string; batch_name: string };
type KeySchool = { admission_type: string; school_code: string; school_name: string };

/** Natural key of a row under one school in one province-year-track-batch. */
function schoolScopedRowKey(scope: KeyScope, school: KeySchool, rest: string[]): string {
  return makeRowKey([
    scope.province_code,
    scope.year,
    scope.track_name,
    scope.batch_name,
    school.admission_type,
    school.school_code,
    school.school_name,
    ...rest,
  ]);
}

/** Natural key of a major-level row (admission history and enrollment plans share it). */
export function majorRowKey(
  scope: KeyScope,
  school: KeySchool,
  groupCode: string,
  majorCode: string,
  majorName: string,
): string {
  return schoolScopedRowKey(scope, school, [groupCode, majorCode, majorName]);
}

/** 专科 batches look majors up in the 专科 catalogue, the rest in the 本科 one. */
export function educationLevelOfBatch(batchCode: number): '1' | '2' {
  return batchCode === BATCH_CODE.juniorCollege || batchCode === BATCH_CODE.juniorCollegeEarly ? '2' : '1';
}

export function majorAdmissionRecord(
  scope: AdmissionScope,
  school: SchoolColumnsValue,
  row: SourceRow,
  majors: MajorNameIndex,
  rowKey?: string,
): DatasetRecord {
  const groupCode = groupCodeOf(row.text('group_code', 255));
  const majorCode = row.text('major_code', 64);
  const majorName = row.requiredText('major_name', 255);
  const values = Object.assign(
    {},
    scope,
    school,
    {
      group_code: groupCode,
      major_code: majorCode,
      major_name: majorName,
      major_id: majorName ? majors.byName(majorName, educationLevelOfBatch(scope.batch_code)) : null,
      education_level: row.text('education_level', 16),
      study_years: row.text('study_years', 32),
      tuition: row.text('tuition', 64),
      college_dept: row.text('college_dept', 255),
    },
    subjectValues(row.text('subject_requirement', 255)),
    readOutcome(row),
  );
  return {
    rowKey: rowKey ?? majorRowKey(scope, school, groupCode, majorCode, majorName),
    values,
    source: readSource(row),
  };
}

export const GROUP_EXTRA_FIELDS: FieldSpec[] = [
  FIELD.groupCode,
  FIELD.groupName,
  FIELD.subjectRequirement,
  { key: 'group_majors', aliases: ['group_majors_text', 'group_majors', '组内专业', '包含专业'] },
  { key: 'major_count', aliases: ['group_major_count', 'major_count', '专业数'] },
  { key: 'vacancy_count', aliases: ['actual_group_vacancy_count', 'vacancy_count', '缺额'] },
  ...TIE_BREAK_FIELDS,
];

export const MAJOR_EXTRA_FIELDS: FieldSpec[] = [
  FIELD.groupCode,
  FIELD.majorCode,
  { ...FIELD.majorName, required: true },
  FIELD.subjectRequirement,
  { key: 'education_level', aliases: ['education_level', '培养层次', '学历层次'] },
  { key: 'study_years', aliases: ['program_duration', 'study_year_word', 'studyYearWord', 'study_years', '学制'] },
  { key: 'tuition', aliases: ['tuition', '学费'] },
  { key: 'college_dept', aliases: ['college_dept', '院系', '所属院系'] },
  { key: 'round', aliases: ['volunteerNum', 'volunteer_round', '志愿类别', '投档轮次'] },
];
