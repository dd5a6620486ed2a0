import type { MajorNameIndex } from '../../majors/major-name-index.ts';
import type { FieldSpec } from '../column-mapping.ts';
import { openDatasetHandler, type DatasetRecord, type ImportKindDefinition } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';
import {
  FIELD,
  groupCodeOf,
  groupNameOf,
  readSchool,
  readScope,
  readSource,
  SCOPE_COLUMNS,
  SOURCE_FIELDS,
  SUBJECT_COLUMNS,
  subjectValues,
  UnmatchedSchools,
  type AdmissionScope,
  type SchoolColumnsValue,
} from './admission-fields.ts';
import { educationLevelOfBatch, majorRowKey } from './admission-history.ts';
import { checkMajorRow, checkWholePointScores } from '../checks/row-checks.ts';
import { checkAdmissionRows } from '../checks/admission-checks.ts';

export const ENROLLMENT_PLAN_COLUMNS = [
  ...SCOPE_COLUMNS,
  'university_id',
  'school_code',
  'school_name',
  'admission_type',
  'group_code',
  'group_name',
  'major_code',
  'major_name',
  'major_id',
  'major_category',
  'education_level',
  'plan_count',
  'tuition',
  'study_years',
  'is_new',
  ...SUBJECT_COLUMNS,
  'min_score',
  'min_rank',
  'min_rank_derived',
  'prev_plan_count',
  'prev_min_score',
  'prev_min_rank',
  'remark',
] as const;

const PLAN_FIELDS: FieldSpec[] = [
  FIELD.province,
  FIELD.year,
  FIELD.track,
  FIELD.batch,
  FIELD.schoolName,
  FIELD.schoolCode,
  FIELD.moeCode,
  FIELD.admissionType,
  FIELD.groupCode,
  FIELD.groupName,
  FIELD.majorCode,
  { ...FIELD.majorName, required: true },
  FIELD.subjectRequirement,
  { key: 'major_category', aliases: ['major_category', '专业门类', '门类'] },
  { key: 'education_level', aliases: ['education_level', 'level', '培养层次', '层次'] },
  { key: 'tuition', aliases: ['tuition', '学费'] },
  { key: 'study_years', aliases: ['program_duration', 'study_year_word', 'studyYearWord', 'study_years', '学制'] },
  { key: 'is_new', aliases: ['is_new', '是否新增', '新增专业'] },
  { key: 'min_score', aliases: ['lowest_score_same_year', 'min_score', 'majorLowScore', '当年最低分'] },
  { key: 'min_rank', aliases: ['lowest_rank_same_year', 'min_rank', 'majorLowRanking', '当年最低位次'] },
  { key: 'prev_plan_count', aliases: ['plan_count_prev_year', 'majorPlanNum01', '去年计划数'] },
  { key: 'prev_min_score', aliases: ['lowest_score_prev_year', 'majorLowestScore01', '去年最低分'] },
  {
    key: 'prev_min_rank',
    aliases: ['lowest_rank_same_prev_year', 'lowest_rank_prev_year', 'majorLowestRank01', '去年最低位次'],
  },
  FIELD.remark,
  ...SOURCE_FIELDS,
];

/** One plan row (also used for the admission-plan rows of admission-record files). */
export function enrollmentPlanRecord(
  scope: AdmissionScope,
  school: SchoolColumnsValue,
  row: SourceRow,
  majors: MajorNameIndex,
  rowKey?: string,
): DatasetRecord {
  const publishedGroup = row.text('group_code', 255);
  const groupCode = groupCodeOf(publishedGroup);
  const majorCode = row.text('major_code', 64);
  const majorName = row.requiredText('major_name', 500);
  const minRank = publishedRankOf(row, 'min_rank');
  const values = Object.assign(
    {},
    scope,
    school,
    {
      group_code: groupCode,
      group_name: row.text('group_name', 255) || groupNameOf(publishedGroup, groupCode),
      major_code: majorCode,
      major_name: majorName,
      major_id: majorName ? majors.byName(majorName, educationLevelOfBatch(scope.batch_code)) : null,
      major_category: row.text('major_category', 64),
      education_level: row.text('education_level', 16),
      plan_count: planCountOf(row),
      tuition: row.text('tuition', 64),
      study_years: row.text('study_years', 32),
      is_new: row.flag('is_new'),
    },
    subjectValues(row.text('subject_requirement', 255)),
    {
      min_score: row.score('min_score').value,
      min_rank: minRank,
      min_rank_derived: minRank !== null && row.flag('rank_derived') === 1 ? 1 : 0,
      prev_plan_count: row.integer('prev_plan_count', { min: 0 }),
      prev_min_score: row.score('prev_min_score').value,
      prev_min_rank: publishedRankOf(row, 'prev_min_rank'),
      remark: row.text('remark', 1000),
    },
  );
  return {
    rowKey: rowKey ?? majorRowKey(scope, school, groupCode, majorCode, majorName),
    values,
    source: readSource(row),
  };
}

/**
 * A plan book lists a unit because it has seats: a 0 there is a compilation's blank (广东 2025:
 * 浙江工业大学 214 printed 0 seats and admitted students at 590), so it is stored as unknown.
 */
function planCountOf(row: SourceRow): number | null {
  const count = row.integer('plan_count', { min: 0 });
  return count === 0 ? null : count;
}

/**
 * 位次 starts at 1: a 0 is a compilation's blank for "not published" (广东 2024–2025 历史类 print
 * 0 beside a real lowest score for 3,243 groups), stored as unknown so no list shows rank 0.
 */
function publishedRankOf(row: SourceRow, field: 'min_rank' | 'prev_min_rank'): number | null {
  const rank = row.rank(field);
  return rank === 0 ? null : rank;
}

const isZeroRank = (row: SourceRow, field: string) => /^0+(\.0+)?$/.test(row.raw(field));

function planKind(id: 'enrollment-plan' | 'subject-requirement', fields: FieldSpec[]): ImportKindDefinition {
  return {
    id,
    touches: ['enrollment-plans'],
    fields,
    check: (context) => checkAdmissionRows(context, ['enrollment_plans']),
    open: async (context) => {
      const universities = await context.lookups.universities();
      const majors = await context.lookups.majors();
      const unmatched = new UnmatchedSchools();
      let zeroPlanCounts = 0;
      let zeroRanks = 0;
      const handler = await openDatasetHandler(context, 'enrollment_plans', ENROLLMENT_PLAN_COLUMNS, (row) => {
        if (row.has('plan_count') && row.raw('plan_count').trim() === '0') zeroPlanCounts += 1;
        if (isZeroRank(row, 'min_rank') || isZeroRank(row, 'prev_min_rank')) zeroRanks += 1;
        // A requirement list states its level (本科) where a plan states its batch.
        const scope = readScope(
          row,
          !row.has('batch') && row.has('education_level') ? row.text('education_level', 16) : undefined,
        );
        const school = readSchool(row, universities, unmatched, {
          nationalCodes: /^\d{5}$/.test(row.raw('school_code')),
        });
        if (id === 'subject-requirement' && !row.raw('subject_requirement') && row.ok) {
          row.fail('subject_requirement', '选科要求不能为空');
        }
        if (!scope || !row.ok) return null;
        const record = enrollmentPlanRecord(scope, school, row, majors);
        if (!checkMajorRow(record, row, context, majors, educationLevelOfBatch(scope.batch_code))) return null;
        checkWholePointScores(record, row, context);
        return record;
      });
      return {
        ...handler,
        finish: async () => {
          unmatched.report(context);
          if (zeroPlanCounts > 0) {
            context.warn(`${zeroPlanCounts} 行的计划数为 0（招生计划只列有名额的专业），已按“计划数未知”保存`);
          }
          if (zeroRanks > 0) {
            context.warn(`${zeroRanks} 行的最低位次为 0（位次从 1 起，0 是未公布），已按“位次未知”保存`);
          }
          return handler.finish();
        },
      };
    },
  };
}

export const enrollmentPlanKind = planKind('enrollment-plan', [...PLAN_FIELDS, { ...FIELD.planCount, required: true }]);

/** Published 选科 requirement lists (江苏 2024…): plan rows whose plan count is not given. */
export const subjectRequirementKind = planKind('subject-requirement', [
  ...PLAN_FIELDS.map((field) => (field.key === 'subject_requirement' ? { ...field, required: true } : field)),
  { key: 'requirement_type', aliases: ['requirement_type', '要求类型'] },
  { key: 'required_subjects', aliases: ['required_subjects', '必选科目'] },
]);
