import type { FieldSpec } from '../column-mapping.ts';
import { openDatasetHandler, type DatasetRecord, type ImportKindDefinition, type KindContext } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';
import {
  FIELD,
  readSchool,
  readScope,
  UnmatchedSchools,
  type AdmissionScope,
  type SchoolColumnsValue,
} from './admission-fields.ts';
import {
  GROUP_ADMISSION_COLUMNS,
  GROUP_EXTRA_FIELDS,
  groupAdmissionRecord,
  MAJOR_ADMISSION_COLUMNS,
  MAJOR_EXTRA_FIELDS,
  majorAdmissionRecord,
  OUTCOME_FIELDS,
  UNIVERSITY_ADMISSION_COLUMNS,
  universityAdmissionRecord,
  educationLevelOfBatch,
} from './admission-history.ts';
import { checkMajorRow, checkWholePointScores } from '../checks/row-checks.ts';
import { checkAdmissionRows } from '../checks/admission-checks.ts';

const SCHOOL_FIELDS: FieldSpec[] = [
  FIELD.province,
  FIELD.year,
  FIELD.track,
  FIELD.batch,
  FIELD.schoolName,
  FIELD.schoolCode,
  FIELD.moeCode,
  FIELD.admissionType,
  FIELD.admissionSubtype,
];

/** Files whose school codes are national 国标 codes: 5-digit codes, checked per value. */
const NATIONAL_CODE = /^\d{5}$/;

async function openHistoryHandler(
  context: KindContext,
  table: string,
  columns: readonly string[],
  build: (scope: AdmissionScope, school: SchoolColumnsValue, row: SourceRow) => DatasetRecord | null,
) {
  const universities = await context.lookups.universities();
  const unmatched = new UnmatchedSchools();
  const handler = await openDatasetHandler(context, table, columns, (row) => {
    const scope = readScope(row);
    const schoolCode = row.raw('school_code');
    const school = readSchool(row, universities, unmatched, { nationalCodes: NATIONAL_CODE.test(schoolCode) });
    if (!scope || !row.ok) return null;
    const record = build(scope, school, row);
    if (record) checkWholePointScores(record, row, context);
    return record;
  });
  return {
    ...handler,
    finish: async () => {
      unmatched.report(context);
      return handler.finish();
    },
  };
}

/** Admission history always states a minimum score; a file without one is a plan, not history. */
const OUTCOME_WITH_SCORE: FieldSpec[] = OUTCOME_FIELDS.map((field) =>
  field.key === 'min_score' ? { ...field, required: true } : field,
);

export const universityAdmissionKind: ImportKindDefinition = {
  id: 'university-admission',
  touches: ['admission-history'],
  check: (context) => checkAdmissionRows(context, ['university_admissions']),
  fields: [...SCHOOL_FIELDS, ...OUTCOME_WITH_SCORE],
  open: (context) =>
    openHistoryHandler(context, 'university_admissions', UNIVERSITY_ADMISSION_COLUMNS, universityAdmissionRecord),
};

export const groupAdmissionKind: ImportKindDefinition = {
  id: 'group-admission',
  touches: ['admission-history'],
  check: (context) => checkAdmissionRows(context, ['group_admissions']),
  fields: [
    ...SCHOOL_FIELDS,
    ...GROUP_EXTRA_FIELDS.map((field) => (field.key === 'group_code' ? { ...field, required: true } : field)),
    ...OUTCOME_WITH_SCORE,
  ],
  open: (context) => openHistoryHandler(context, 'group_admissions', GROUP_ADMISSION_COLUMNS, groupAdmissionRecord),
};

export const majorAdmissionKind: ImportKindDefinition = {
  id: 'major-admission',
  touches: ['admission-history'],
  check: (context) => checkAdmissionRows(context, ['major_admissions']),
  fields: [...SCHOOL_FIELDS, ...MAJOR_EXTRA_FIELDS, ...OUTCOME_WITH_SCORE],
  open: async (context) => {
    const majors = await context.lookups.majors();
    return openHistoryHandler(context, 'major_admissions', MAJOR_ADMISSION_COLUMNS, (scope, school, row) => {
      const record = majorAdmissionRecord(scope, school, row, majors);
      return checkMajorRow(record, row, context, majors, educationLevelOfBatch(scope.batch_code)) ? record : null;
    });
  },
};
