import type { StudentImportError } from '@zhihang/contract/students/student.schema';
import { ARCHIVE_CODE_FIELDS, SUBJECT_DICTIONARY_CODE } from '@zhihang/contract/students/student-fields';
import {
  CLASS_NAME_MAX,
  GRADE_NAMES,
  MIDDLE_SCHOOL_MAX,
  MOBILE_NUMBER_PATTERN,
  REMARK_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NO_MAX,
  STUDENT_NO_PATTERN,
  subjectChoiceProblem,
} from '@zhihang/contract/students/student-rules';
import type { StaffMember } from '../auth/auth.service.ts';
import { isMainSubject, isMinorSubject } from './student-archive-rules.ts';
import { STUDENT_COLUMNS, type StudentColumnKey } from './student-columns.ts';
import type { StudentDictionary } from './student-dictionary.ts';
import type { SheetContent } from './student-workbook.ts';
import { entryYearOfGrade, schoolYearOf } from './school-calendar.ts';
import type { StudentValues } from './students.repository.ts';

export type ImportContext = {
  dictionary: StudentDictionary;
  /** Province code → name. */
  provinces: ReadonlyMap<string, string>;
  /** Staff of the importer's organisation, whom rows may name as teacher. */
  staff: readonly StaffMember[];
  /** The importer: rows without a teacher go to them; a teacher may name no one else. */
  importer: { id: number; mayAssignOthers: boolean };
  /** Student numbers already given in the organisation. */
  takenStudentNos: ReadonlySet<string>;
  now: number;
};

export type ImportRowsResult = { values: StudentValues[]; errors: StudentImportError[] };

/** Header text as a column key: `姓名*`, ` 姓名 ` and `姓名（必填）` all mean 姓名. */
const normalizeHeader = (header: string) => header.replace(/[\s*＊]|（必填）|\(必填\)/g, '');

const splitNames = (text: string) =>
  text
    .split(/[、,，;；/|\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Province by full name, short name (广东, 内蒙古) or code. */
function provinceLookup(provinces: ReadonlyMap<string, string>): (text: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const [code, name] of provinces) {
    byName.set(name, code);
    byName.set(code, code);
    byName.set(name.replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''), code);
  }
  return (text) => byName.get(text);
}

/** Teacher by account, else by name when only one teacher carries it. */
function teacherLookup(staff: readonly StaffMember[]) {
  const byAccount = new Map(staff.map((member) => [member.account.toLowerCase(), member.id]));
  const byName = new Map<string, number[]>();
  for (const member of staff) byName.set(member.name, [...(byName.get(member.name) ?? []), member.id]);
  return (text: string): { id: number } | { reason: string } => {
    const account = byAccount.get(text.toLowerCase());
    if (account !== undefined) return { id: account };
    const named = byName.get(text) ?? [];
    if (named.length === 1) return { id: named[0] as number };
    if (named.length > 1) return { reason: `有多位教师名为“${text}”，请填写教师账号` };
    return { reason: `教师“${text}”不存在` };
  };
}

/**
 * Validates every row of a student sheet and turns the good ones into values. Any error means
 * the caller writes nothing; every error is reported with its row, column header and reason.
 */
export function readStudentRows(sheet: SheetContent, context: ImportContext): ImportRowsResult {
  const errors: StudentImportError[] = [];
  const columnIndex = new Map<StudentColumnKey, number>();
  sheet.header.forEach((header, index) => {
    const column = STUDENT_COLUMNS.find((candidate) => candidate.header === normalizeHeader(header));
    if (column && !columnIndex.has(column.key)) columnIndex.set(column.key, index);
  });
  for (const column of STUDENT_COLUMNS) {
    if (column.required && !columnIndex.has(column.key)) {
      errors.push({ row: 1, column: column.header, reason: '缺少必填列，请使用下载的导入模板' });
    }
  }
  if (errors.length) return { values: [], errors };

  const headerOf = new Map(STUDENT_COLUMNS.map((column) => [column.key, column.header]));
  const province = provinceLookup(context.provinces);
  const teacher = teacherLookup(context.staff);
  const schoolYear = schoolYearOf(context.now);
  const gradeByName = new Map(Object.entries(GRADE_NAMES).map(([grade, name]) => [name, Number(grade)]));
  const firstRowOfStudentNo = new Map<string, number>();
  const values: StudentValues[] = [];

  for (const { rowNumber, cells } of sheet.rows) {
    let rowFailed = false;
    const text = (key: StudentColumnKey) => {
      const index = columnIndex.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const fail = (key: StudentColumnKey, reason: string) => {
      rowFailed = true;
      errors.push({ row: rowNumber, column: headerOf.get(key) ?? key, reason });
    };
    const limited = (key: StudentColumnKey, max: number) => {
      const value = text(key);
      if (value.length > max) fail(key, `不能超过 ${max} 个字`);
      return value;
    };

    const name = text('name');
    if (!name) fail('name', '不能为空');
    else if (name.length > STUDENT_NAME_MAX) fail('name', `不能超过 ${STUDENT_NAME_MAX} 个字`);

    const genderText = text('gender');
    const gender = genderText === '男' ? 1 : genderText === '女' ? 2 : 0;
    if (!gender) fail('gender', genderText ? `应为 男 或 女，而不是“${genderText}”` : '不能为空');

    const gradeValue = text('grade');
    let entryYear = 0;
    const gradeNumber = gradeByName.get(gradeValue);
    const yearMatch = /^(\d{4})(级|届)?$/.exec(gradeValue);
    if (gradeNumber !== undefined) entryYear = entryYearOfGrade(gradeNumber, context.now);
    else if (yearMatch && Number(yearMatch[1]) >= 2000 && Number(yearMatch[1]) <= schoolYear) {
      entryYear = Number(yearMatch[1]);
    } else fail('grade', gradeValue ? `应为 高一、高二、高三 或入学年份（如 ${schoolYear - 1}级）` : '不能为空');

    const className = limited('className', CLASS_NAME_MAX);
    const studentNo = text('studentNo');
    if (studentNo.length > STUDENT_NO_MAX) fail('studentNo', `不能超过 ${STUDENT_NO_MAX} 个字符`);
    else if (!STUDENT_NO_PATTERN.test(studentNo)) fail('studentNo', '只能包含字母、数字、下划线和短横线');
    else if (studentNo) {
      const firstRow = firstRowOfStudentNo.get(studentNo);
      if (firstRow !== undefined) fail('studentNo', `与第 ${firstRow} 行的学号重复`);
      else if (context.takenStudentNos.has(studentNo)) fail('studentNo', `学号 ${studentNo} 已存在`);
      else firstRowOfStudentNo.set(studentNo, rowNumber);
    }

    const phone = text('phone');
    if (phone && !MOBILE_NUMBER_PATTERN.test(phone)) fail('phone', '请输入正确的手机号码（11 位数字，以 1 开头）');
    const middleSchool = limited('middleSchool', MIDDLE_SCHOOL_MAX);

    const provinceText = text('province');
    const provinceCode = provinceText ? province(provinceText) : '';
    if (provinceCode === undefined) fail('province', `“${provinceText}”不是有效的省份`);

    let teacherId = context.importer.id;
    const teacherText = text('teacher');
    if (teacherText) {
      const found = teacher(teacherText);
      if ('reason' in found) fail('teacher', found.reason);
      else if (found.id !== context.importer.id && !context.importer.mayAssignOthers) {
        fail('teacher', '只能导入到本人名下');
      } else teacherId = found.id;
    }

    const statusText = text('status');
    const status = statusText === '' || statusText === '在读' ? 1 : statusText === '离校' ? 0 : -1;
    if (status < 0) fail('status', `应为 在读 或 离校，而不是“${statusText}”`);

    let subjectFailed = false;
    const subjectCode = (key: StudentColumnKey, accepts: (code: string) => boolean, allowed: string) => {
      const value = text(key);
      if (!value) return '';
      const code = context.dictionary.codeOf(SUBJECT_DICTIONARY_CODE, value);
      if (code && accepts(code)) return code;
      subjectFailed = true;
      fail(key, `应为 ${allowed}`);
      return '';
    };
    const mainSubject = subjectCode('mainSubject', isMainSubject, '物理 或 历史');
    const minorSubject1 = subjectCode('minorSubject1', isMinorSubject, '化学、生物、政治、地理之一');
    const minorSubject2 = subjectCode('minorSubject2', isMinorSubject, '化学、生物、政治、地理之一');
    if (!subjectFailed) {
      const problem = subjectChoiceProblem({ mainSubject, minorSubject1, minorSubject2 });
      if (problem) fail('mainSubject', problem);
    }

    const codes: Partial<Record<string, string | string[]>> = {};
    for (const field of ARCHIVE_CODE_FIELDS) {
      const names = field.multiple ? splitNames(text(field.key)) : text(field.key) ? [text(field.key)] : [];
      const found = names.map((entry) => context.dictionary.codeOf(field.parent, entry));
      const unknown = names.filter((_entry, index) => found[index] === undefined);
      if (unknown.length) fail(field.key, `“${unknown.join('、')}”不是有效的${field.label}`);
      const known = [...new Set(found.filter((code): code is string => code !== undefined))];
      codes[field.key] = field.multiple ? known : (known[0] ?? '');
    }
    const remark = limited('remark', REMARK_MAX);

    if (rowFailed) continue;
    values.push({
      teacherId,
      name,
      gender,
      entryYear,
      className,
      studentNo,
      middleSchool,
      province: provinceCode ?? '',
      phone,
      status,
      nation: codes.nation as string,
      language: codes.language as string,
      archiveCard: codes.archiveCard as string,
      graduationIntention: codes.graduationIntention as string,
      specialReportingType: codes.specialReportingType as string[],
      vision: codes.vision as string,
      colorWeakness: codes.colorWeakness as string,
      otherTestType: codes.otherTestType as string[],
      preferType: codes.preferType as string,
      interestMajorOption: codes.interestMajorOption as string,
      mainSubject,
      minorSubject1,
      minorSubject2,
      remark,
    });
  }
  return { values, errors };
}
