import { DatasetWriter } from '../dataset-writer.ts';
import { sumCounts, writeRecord, type DatasetRecord, type ImportKindDefinition } from '../import-kind.ts';
import { FIELD, readSchool, readScope, readSource, UnmatchedSchools } from './admission-fields.ts';
import {
  GROUP_ADMISSION_COLUMNS,
  groupAdmissionRecord,
  MAJOR_ADMISSION_COLUMNS,
  MAJOR_EXTRA_FIELDS,
  majorAdmissionRecord,
  OUTCOME_FIELDS,
  UNIVERSITY_ADMISSION_COLUMNS,
  universityAdmissionRecord,
  educationLevelOfBatch,
} from './admission-history.ts';
import { CONTROL_LINE_COLUMNS } from './control-line.kind.ts';
import { ENROLLMENT_PLAN_COLUMNS, enrollmentPlanRecord } from './enrollment-plan.kinds.ts';
import { checkMajorRow, checkWholePointScores } from '../checks/row-checks.ts';
import { checkAdmissionRows, checkControlLines } from '../checks/admission-checks.ts';

type Target = 'university' | 'group' | 'major' | 'plan' | 'control';

/** data_type values of the combined national files and the table each one belongs in. */
const TARGET_OF_DATA_TYPE: Record<string, Target> = {
  'institution-admission': 'university',
  'school-admission-summary': 'university',
  'major-group-admission': 'group',
  'major-admission': 'major',
  'vocational-admission': 'major',
  'admission-plan': 'plan',
  'control-line': 'control',
};

const TABLES: Record<Target, { table: string; columns: readonly string[] }> = {
  university: { table: 'university_admissions', columns: UNIVERSITY_ADMISSION_COLUMNS },
  group: { table: 'group_admissions', columns: GROUP_ADMISSION_COLUMNS },
  major: { table: 'major_admissions', columns: MAJOR_ADMISSION_COLUMNS },
  plan: { table: 'enrollment_plans', columns: ENROLLMENT_PLAN_COLUMNS },
  control: { table: 'control_lines', columns: CONTROL_LINE_COLUMNS },
};

/**
 * Admission records that mix levels in one file (the 29 national files: school, 院校专业组 and
 * major admissions, plans and control lines), each row routed by its data_type and keyed by its
 * record_id. Ranks keep the file's rank_derived_from_score flag.
 */
export const admissionRecordKind: ImportKindDefinition = {
  id: 'admission-record',
  touches: ['enrollment-plans', 'admission-history'],
  check: async (context) => {
    await checkAdmissionRows(context, [
      'university_admissions',
      'group_admissions',
      'major_admissions',
      'enrollment_plans',
    ]);
    await checkControlLines(context);
  },
  fields: [
    { key: 'record_id', aliases: ['record_id', '记录编号'], required: true },
    { key: 'data_type', aliases: ['data_type', '数据类型'], required: true },
    FIELD.province,
    FIELD.year,
    FIELD.track,
    FIELD.batch,
    FIELD.schoolName,
    FIELD.schoolCode,
    FIELD.admissionType,
    FIELD.admissionSubtype,
    ...MAJOR_EXTRA_FIELDS.map((field) => (field.key === 'major_name' ? { ...field, required: false } : field)),
    ...OUTCOME_FIELDS,
    // Present in the national files, not stored: the school's own attributes live in universities.
    { key: 'campus', aliases: ['campus', '校区'] },
    { key: 'city', aliases: ['city', '城市'] },
    { key: 'school_tags', aliases: ['school_tags', '院校标签'] },
    { key: 'discipline_codes', aliases: ['discipline_codes', '门类代码'] },
    { key: 'score_only', aliases: ['score_only'] },
    { key: 'plan_only', aliases: ['plan_only'] },
  ],
  open: async (context) => {
    const universities = await context.lookups.universities();
    const majors = await context.lookups.majors();
    const unmatched = new UnmatchedSchools();
    const writers = new Map<Target, DatasetWriter>();
    for (const [target, { table, columns }] of Object.entries(TABLES) as Array<[Target, (typeof TABLES)[Target]]>) {
      const writer = new DatasetWriter(context.runner, table, columns, {
        fileId: context.fileId,
        sources: context.sources,
        scope: 'file',
        deleteStale: true,
      });
      await writer.load();
      writers.set(target, writer);
    }
    return {
      handle: async (row) => {
        const recordId = row.requiredText('record_id', 128);
        const dataType = row.raw('data_type');
        const target = TARGET_OF_DATA_TYPE[dataType];
        if (!target) row.fail('data_type', `未知的数据类型「${dataType.slice(0, 40)}」`);
        const scope = readScope(row);
        if (!scope || !target || !row.ok) return;
        let record: DatasetRecord;
        if (target === 'control') {
          const score = row.score('min_score').value ?? row.decimal('control_line', { min: 0, max: 1000 });
          if (score === null) row.fail('min_score', '控制线分数不能为空');
          if (!row.ok || score === null) return;
          const lineType = [row.text('admission_type', 64), row.text('major_name', 128)].filter(Boolean).join('/');
          record = {
            rowKey: recordId,
            values: Object.assign({}, scope, { line_type: lineType.slice(0, 64), score, seq: 1 }),
            source: readSource(row),
          };
        } else {
          const school = readSchool(row, universities, unmatched);
          if (target === 'university') record = universityAdmissionRecord(scope, school, row, recordId);
          else if (target === 'group') record = groupAdmissionRecord(scope, school, row, recordId);
          else if (target === 'major') record = majorAdmissionRecord(scope, school, row, majors, recordId);
          else record = enrollmentPlanRecord(scope, school, row, majors, recordId);
          const level = educationLevelOfBatch(scope.batch_code);
          if ((target === 'major' || target === 'plan') && !checkMajorRow(record, row, context, majors, level)) return;
          checkWholePointScores(record, row, context);
        }
        if (!row.ok) return;
        await writeRecord(writers.get(target) as DatasetWriter, TABLES[target].columns, record, row);
      },
      stopWriting: () => {
        for (const writer of writers.values()) writer.stopWriting();
      },
      finish: async () => {
        unmatched.report(context);
        const counts = [];
        for (const writer of writers.values()) counts.push(await writer.finish());
        return sumCounts(counts);
      },
    };
  },
};
