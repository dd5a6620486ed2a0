import { ARCHIVE_CODE_FIELDS, SUBJECT_DICTIONARY_CODE } from '@zhihang/contract/students/student-fields';
import {
  GENDER_NAMES,
  GRADE_NAMES,
  MAIN_SUBJECT_CODES,
  MINOR_SUBJECT_CODES,
  STUDENT_STATUS_NAMES,
} from '@zhihang/contract/students/student-rules';
import type { StudentDictionary } from './student-dictionary.ts';
import type { SheetColumn } from './student-workbook.ts';
import type { StudentRow } from './students.repository.ts';
import { gradeOf } from './school-calendar.ts';

export type StudentColumnKey =
  | 'name'
  | 'gender'
  | 'grade'
  | 'className'
  | 'studentNo'
  | 'phone'
  | 'middleSchool'
  | 'province'
  | 'teacher'
  | 'status'
  | 'mainSubject'
  | 'minorSubject1'
  | 'minorSubject2'
  | (typeof ARCHIVE_CODE_FIELDS)[number]['key']
  | 'remark';

export type StudentColumn = { key: StudentColumnKey; header: string; width: number; required?: boolean; hint: string };

const MULTIPLE_HINT = '可填多项，用顿号“、”分隔';

/** The columns of the import template and the export, in order; headers are what files carry. */
export const STUDENT_COLUMNS: readonly StudentColumn[] = [
  { key: 'name', header: '姓名', width: 12, required: true, hint: '必填，不超过 32 个字' },
  { key: 'gender', header: '性别', width: 8, required: true, hint: '必填：男 或 女' },
  {
    key: 'grade',
    header: '年级',
    width: 10,
    required: true,
    hint: '必填：高一、高二、高三，或入学年份如 2024级（每年 9 月 1 日自动升级）',
  },
  { key: 'className', header: '班级', width: 10, hint: '如 3班，不超过 32 个字' },
  { key: 'studentNo', header: '学号', width: 14, hint: '字母、数字、下划线或短横线；同一学校内不能重复' },
  { key: 'phone', header: '手机号', width: 14, hint: '11 位数字，以 1 开头' },
  { key: 'middleSchool', header: '所在中学', width: 20, hint: '不超过 64 个字' },
  { key: 'province', header: '高考省份', width: 14, hint: '省份名称，如 广东省' },
  {
    key: 'teacher',
    header: '指导教师',
    width: 12,
    hint: '教师姓名或账号；不填则为导入人。教师只能导入到本人名下',
  },
  { key: 'status', header: '状态', width: 8, hint: '在读 或 离校；不填为在读' },
  { key: 'mainSubject', header: '首选科目', width: 10, hint: '物理 或 历史；选科须三科填全或都不填' },
  { key: 'minorSubject1', header: '再选科目1', width: 10, hint: '化学、生物、政治、地理之一' },
  { key: 'minorSubject2', header: '再选科目2', width: 10, hint: '化学、生物、政治、地理之一，不能与再选科目1相同' },
  ...ARCHIVE_CODE_FIELDS.map((field) => ({
    key: field.key,
    header: field.label,
    width: field.multiple ? 24 : 14,
    hint: field.multiple ? `数据字典中的${field.label}，${MULTIPLE_HINT}` : `数据字典中的${field.label}`,
  })),
  { key: 'remark', header: '备注', width: 30, hint: '不超过 500 个字' },
];

/** The export's extra column; imports ignore it. */
export const ACCOUNT_HEADER = '学生端账号';

export type ColumnContext = {
  dictionary: StudentDictionary;
  provinces: ReadonlyMap<string, string>;
  now: number;
};

/** 高一 … 高三, or `2022级` once the student left senior high school (or before entering). */
export function gradeText(entryYear: number, now: number): string {
  return GRADE_NAMES[gradeOf(entryYear, now)] ?? `${entryYear}级`;
}

/** The row as the export writes it: names, not codes, so it reads well and imports back. */
export function studentCells(student: StudentRow, context: ColumnContext): string[] {
  const { dictionary } = context;
  const subject = (code: string) => (code ? dictionary.nameOf(SUBJECT_DICTIONARY_CODE, code) : '');
  const values: Record<StudentColumnKey, string> = {
    name: student.name,
    gender: GENDER_NAMES[student.gender] ?? '',
    grade: gradeText(student.entryYear, context.now),
    className: student.className,
    studentNo: student.studentNo,
    phone: student.phone,
    middleSchool: student.middleSchool,
    province: context.provinces.get(student.province) ?? '',
    teacher: student.teacherName,
    status: STUDENT_STATUS_NAMES[student.status] ?? '',
    mainSubject: subject(student.mainSubject),
    minorSubject1: subject(student.minorSubject1),
    minorSubject2: subject(student.minorSubject2),
    nation: '',
    language: '',
    archiveCard: '',
    graduationIntention: '',
    specialReportingType: '',
    vision: '',
    colorWeakness: '',
    otherTestType: '',
    preferType: '',
    interestMajorOption: '',
    remark: student.remark,
  };
  for (const field of ARCHIVE_CODE_FIELDS) {
    const value = student[field.key];
    const codes = Array.isArray(value) ? value : value ? [value] : [];
    values[field.key] = codes.map((code) => dictionary.nameOf(field.parent, code)).join('、');
  }
  return [...STUDENT_COLUMNS.map((column) => values[column.key]), student.account ?? ''];
}

export function exportColumns(): SheetColumn[] {
  return [...STUDENT_COLUMNS.map(({ header, width }) => ({ header, width })), { header: ACCOUNT_HEADER, width: 14 }];
}

/** Template columns with the drop-down options a school can pick from. */
export function templateColumns(context: ColumnContext): SheetColumn[] {
  const subjects = (codes: readonly string[]) =>
    codes.map((code) => context.dictionary.nameOf(SUBJECT_DICTIONARY_CODE, code));
  const options: Partial<Record<StudentColumnKey, readonly string[]>> = {
    gender: Object.values(GENDER_NAMES),
    grade: Object.values(GRADE_NAMES),
    province: [...context.provinces.values()],
    status: [STUDENT_STATUS_NAMES[1] as string, STUDENT_STATUS_NAMES[0] as string],
    mainSubject: subjects(MAIN_SUBJECT_CODES),
    minorSubject1: subjects(MINOR_SUBJECT_CODES),
    minorSubject2: subjects(MINOR_SUBJECT_CODES),
  };
  for (const field of ARCHIVE_CODE_FIELDS) {
    if (!field.multiple) options[field.key] = context.dictionary.options(field.parent).map((option) => option.name);
  }
  return STUDENT_COLUMNS.map(({ key, header, width, required }) => ({
    header,
    width,
    ...(required ? { required } : {}),
    ...(options[key] ? { options: options[key] } : {}),
  }));
}

export function templateInstructions(): Array<[string, string]> {
  return [
    ['说明', '第一行为表头，请勿修改列名；从第二行起每行一名学生。带 * 的列为必填。'],
    ['导入规则', '任意一行有错误时整份文件都不会导入，请按错误报告中的行号和列名修改后重新导入。'],
    ...STUDENT_COLUMNS.map((column): [string, string] => [column.header, column.hint]),
  ];
}
