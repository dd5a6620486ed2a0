import type { AssignmentFilter, AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { chinaDate } from '@zhihang/contract/students/school-calendar';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import type { AuthContext } from '../../http/auth-context.ts';
import { writeSheet, type SheetColumn } from '../students/student-workbook.ts';
import type { EvaluationsService } from './evaluations.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME = '学生测评';
/** Most assignments one export holds. */
export const EXPORT_MAX_ROWS = 50_000;

const GRADE_NAMES: Record<number, string> = { 1: '高一', 2: '高二', 3: '高三' };
const STATUS_NAMES: Record<AssignmentRow['status'], string> = {
  assigned: '未开始',
  inProgress: '作答中',
  completed: '已完成',
};

const COLUMNS: readonly SheetColumn[] = [
  { header: '学号', width: 14 },
  { header: '姓名', width: 12 },
  { header: '年级', width: 8 },
  { header: '班级', width: 10 },
  { header: '测评', width: 22 },
  { header: '状态', width: 10 },
  { header: '作答进度', width: 10 },
  { header: '截止时间', width: 12 },
  { header: '布置时间', width: 12 },
  { header: '完成时间', width: 12 },
  { header: '结果', width: 12 },
  { header: '预警', width: 24 },
];

const dateText = (at: number | null) => (at === null ? '' : chinaDate(at));

/** The 预警 cell: overdue, and the careless-answer signals of a completed one. */
function warningText(row: AssignmentRow): string {
  const reasons = [
    row.overdue ? '逾期未完成' : '',
    row.careless?.tooFast ? '作答过快' : '',
    row.careless?.allSame ? '答案雷同' : '',
    row.careless?.inconsistent ? '前后矛盾' : '',
  ];
  return reasons.filter(Boolean).join('、');
}

export function assignmentCells(row: AssignmentRow): string[] {
  return [
    row.studentNo,
    row.studentName,
    GRADE_NAMES[row.grade] ?? '',
    row.className,
    row.instrumentName,
    STATUS_NAMES[row.status],
    `${row.answeredCount}/${row.itemCount}`,
    dateText(row.deadline),
    dateText(row.assignedAt),
    dateText(row.completedAt),
    row.resultCode,
    warningText(row),
  ];
}

/** The /edu/studentEvaluation list as an XLSX file, with the list's filters and every page. */
export async function exportAssignments(
  evaluations: EvaluationsService,
  auth: AuthContext,
  filter: AssignmentFilter,
  now: number,
): Promise<FileContent> {
  const rows = await evaluations.listAll(auth, filter, EXPORT_MAX_ROWS);
  const content = await writeSheet(SHEET_NAME, COLUMNS, rows.map(assignmentCells));
  return { fileName: `学生测评_${chinaDate(now)}.xlsx`, contentType: XLSX_TYPE, content: content.toString('base64') };
}
